// Name enquiry (NIBSS NIP, simulated by the sandbox): the name the bank holds for a settlement account.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError } from '../../../api/api-error'
import { mer } from '../../../api/clients'
import { isValidNuban } from '../../../lib/nuban'
import { merchantKeys } from './merchant-keys'

/** GET /mer/api/v1/Bank/NameEnquiry: the account's name, or null when the bank holds no such account. */
export function nameEnquiryQueryOptions(bankCode: string, accountNumber: string) {
  return queryOptions({
    queryKey: [...merchantKeys.all, 'name-enquiry', bankCode, accountNumber] as const,
    queryFn: async ({ signal }) => {
      try {
        const { data } = await mer.GET('/mer/api/v1/Bank/NameEnquiry', { params: { query: { BankCode: bankCode, AccountNumber: accountNumber } }, signal })
        return data?.data.accountName ?? null
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })
}

/** Asked once the bank is chosen and the number is a well-formed NUBAN at it. */
export function useNameEnquiry(bankCode: string | null, accountNumber: string) {
  const ready = bankCode !== null && bankCode !== '' && isValidNuban(bankCode, accountNumber)
  return useQuery({ ...nameEnquiryQueryOptions(bankCode ?? '', accountNumber), enabled: ready })
}
