// What a merchant can be configured with (product groups, fee schemes, commission groups), shared
// by onboarding and the merchant's page, and what a configuration would charge for a sample
// cash withdrawal.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer, pms } from '../api/clients'
import type { components as Mer } from '../api/schema/mer'
import type { components as Pms } from '../api/schema/pms'
import { computeFee, splitCommission, type CommissionSplit } from './fees'

export type FeeSchemeOption = Mer['schemas']['FeeScheme']
export type CommissionGroupOption = Mer['schemas']['CommissionGroup']
export type ProductGroupOption = Pms['schemas']['ProductGroup']

// Dropdown loads (SPEC section 9): page 0, size 100, Active only.
const dropdown = { Status: 'Active', SortOrder: 'desc', PageNumber: 0, PageSize: 100 } as const

export const configurationOptionKeys = {
  productGroups: ['pms', 'productGroup', 'options'] as const,
  feeSchemes: ['mer', 'feeScheme', 'options'] as const,
  commissionGroups: ['mer', 'commissionGroup', 'options'] as const,
}

export const productGroupOptionsQuery = queryOptions({
  queryKey: configurationOptionKeys.productGroups,
  queryFn: async ({ signal }) => (await pms.GET('/pms/api/v1/ProductGroup/GetWithPaging', { params: { query: dropdown }, signal })).data?.data ?? [],
  staleTime: 5 * 60_000,
})

export const feeSchemeOptionsQuery = queryOptions({
  queryKey: configurationOptionKeys.feeSchemes,
  queryFn: async ({ signal }) => (await mer.GET('/mer/api/v1/MerchantFeeScheme/GetWithPaging', { params: { query: dropdown }, signal })).data?.data ?? [],
  staleTime: 5 * 60_000,
})

export const commissionGroupOptionsQuery = queryOptions({
  queryKey: configurationOptionKeys.commissionGroups,
  queryFn: async ({ signal }) => (await mer.GET('/mer/api/v1/MerchantCommissionGroup/GetWithPaging', { params: { query: dropdown }, signal })).data?.data ?? [],
  staleTime: 5 * 60_000,
})

/** The three dropdowns of a merchant's configuration, each its own query. */
export function useConfigurationOptions() {
  return {
    productGroups: useQuery(productGroupOptionsQuery),
    feeSchemes: useQuery(feeSchemeOptionsQuery),
    commissionGroups: useQuery(commissionGroupOptionsQuery),
  }
}

/** The sample withdrawals a configuration is previewed with: ₦5,000 and ₦50,000, in kobo. */
export const sampleWithdrawals = [500_000, 5_000_000] as const

export interface ChargePreview {
  amount: number
  fee: number
  split: CommissionSplit
}

/**
 * What a product's transaction of each amount would be charged under a fee scheme and shared under
 * a commission group; null when the scheme has no rule for the product.
 */
export function previewCharges(
  productId: number,
  feeScheme: Pick<FeeSchemeOption, 'rules'>,
  commissionGroup: Pick<CommissionGroupOption, 'rules'> | undefined,
  amounts: readonly number[] = sampleWithdrawals,
): ChargePreview[] | null {
  const rule = feeScheme.rules.find((candidate) => candidate.product.id === productId)
  if (!rule) return null
  const shares = commissionGroup?.rules.find((candidate) => candidate.product.id === productId)
  return amounts.map((amount) => {
    const fee = computeFee(rule, amount)
    return { amount, fee, split: splitCommission(shares, fee) }
  })
}
