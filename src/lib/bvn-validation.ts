// BVN validation (NIBSS, simulated by the sandbox): whether the names and phone entered for a person
// are the BVN holder's. Shared by the agent form and the onboarding's personnel step.
import { queryOptions } from '@tanstack/react-query'

import { ApiError } from '../api/api-error'
import { mer } from '../api/clients'

export interface BvnPerson {
  bvn: string
  firstName: string
  lastName: string
  phoneNumber: string
}

/** Match or not per field, or null when NIBSS knows no such BVN. */
export type BvnValidation = { bvn: string; nameMatches: boolean; dateOfBirthMatches: boolean | null; phoneMatches: boolean | null } | null

/** Whether the person is complete enough to ask about: an 11-digit BVN and both names. */
export const canValidateBvn = (person: BvnPerson) => /^[0-9]{11}$/.test(person.bvn.trim()) && person.firstName.trim() !== '' && person.lastName.trim() !== ''

/**
 * GET /mer/api/v1/Bvn/Validate, asked when the user presses "Check BVN". Its key (the full BVN and
 * names) names no platform service, so the answer is never written to the device (query-persistence.ts).
 */
export function bvnValidationQueryOptions(person: BvnPerson) {
  const phone = /^\+234[0-9]{10}$/.test(person.phoneNumber) ? person.phoneNumber : undefined
  return queryOptions({
    queryKey: ['bvn-validation', person.bvn.trim(), person.firstName.trim(), person.lastName.trim(), phone ?? ''] as const,
    queryFn: async ({ signal }): Promise<BvnValidation> => {
      try {
        const { data } = await mer.GET('/mer/api/v1/Bvn/Validate', {
          params: { query: { Bvn: person.bvn.trim(), FirstName: person.firstName.trim(), LastName: person.lastName.trim(), ...(phone ? { PhoneNumber: phone } : {}) } },
          signal,
        })
        return data?.data ?? null
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    enabled: false,
    meta: { persist: false },
    retry: false,
    staleTime: 5 * 60_000,
  })
}
