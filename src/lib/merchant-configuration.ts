// The product group, fee scheme and commission group a merchant is configured with, shared by
// onboarding and the merchant's page, and what a configuration would charge for a sample
// cash withdrawal.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer, pms } from '../api/clients'
import type { components as Mer } from '../api/schema/mer'
import type { components as Pms } from '../api/schema/pms'
import { computeFee, splitCommission, type CommissionSplit } from './fees'

export type FeeSchemeOption = Mer['schemas']['FeeScheme']
export type CommissionGroupOption = Mer['schemas']['CommissionGroup']
export type ProductGroupOption = Pms['schemas']['ProductGroup']

export const configurationRecordKeys = {
  productGroup: (id: number) => ['pms', 'productGroup', 'configuration', id] as const,
  feeScheme: (id: number) => ['mer', 'feeScheme', 'configuration', id] as const,
  commissionGroup: (id: number) => ['mer', 'commissionGroup', 'configuration', id] as const,
}

const productGroupQuery = (id: number) =>
  queryOptions({
    queryKey: configurationRecordKeys.productGroup(id),
    queryFn: async ({ signal }) => (await pms.GET('/pms/api/v1/ProductGroup/{id}', { params: { path: { id } }, signal })).data?.data ?? null,
    staleTime: 5 * 60_000,
  })

const feeSchemeQuery = (id: number) =>
  queryOptions({
    queryKey: configurationRecordKeys.feeScheme(id),
    queryFn: async ({ signal }) => (await mer.GET('/mer/api/v1/MerchantFeeScheme/{id}', { params: { path: { id } }, signal })).data?.data ?? null,
    staleTime: 5 * 60_000,
  })

const commissionGroupQuery = (id: number) =>
  queryOptions({
    queryKey: configurationRecordKeys.commissionGroup(id),
    queryFn: async ({ signal }) => (await mer.GET('/mer/api/v1/MerchantCommissionGroup/{id}', { params: { path: { id } }, signal })).data?.data ?? null,
    staleTime: 5 * 60_000,
  })

export interface ConfigurationChoice {
  productGroupId: number | null | undefined
  feeSchemeId: number | null | undefined
  commissionGroupId: number | null | undefined
}

/** The chosen product group, fee scheme and commission group, each read by id (the pickers choose among all of them). */
export function useConfigurationRecords({ productGroupId, feeSchemeId, commissionGroupId }: ConfigurationChoice) {
  return {
    productGroup: useQuery({ ...productGroupQuery(productGroupId ?? 0), enabled: Boolean(productGroupId) }).data ?? undefined,
    feeScheme: useQuery({ ...feeSchemeQuery(feeSchemeId ?? 0), enabled: Boolean(feeSchemeId) }).data ?? undefined,
    commissionGroup: useQuery({ ...commissionGroupQuery(commissionGroupId ?? 0), enabled: Boolean(commissionGroupId) }).data ?? undefined,
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
