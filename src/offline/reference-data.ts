// Reference data (industries, document types, banks, countries, states, super agents, products) kept on
// the device in IndexedDB: refreshed when online, served with its age when the network is gone.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { ApiError } from '../api/api-error'
import { admin, mer, pms, sup } from '../api/clients'
import type { components as Admin } from '../api/schema/admin'
import type { components as Mer } from '../api/schema/mer'
import type { components as Pms } from '../api/schema/pms'
import type { components as Sup } from '../api/schema/sup'
import { isOnline } from '../lib/online'
import { offlineDb } from './db'

export interface ReferenceTypes {
  industries: Mer['schemas']['IndustryListEnvelope']['data']
  documentTypes: Mer['schemas']['DocumentTypeListEnvelope']['data']
  banks: Mer['schemas']['BankListEnvelope']['data']
  countries: Admin['schemas']['CountryListEnvelope']['data']
  superAgents: Sup['schemas']['SuperAgentListEnvelope']['data']
  products: Pms['schemas']['Product'][]
}

export type ReferenceKind = keyof ReferenceTypes

export interface ReferenceResult<T> {
  data: T
  fetchedAt: string
  /** True when the network failed and the device's copy is shown. */
  fromDevice: boolean
}

const fetchers: { [K in ReferenceKind]: (signal?: AbortSignal) => Promise<ReferenceTypes[K]> } = {
  industries: async (signal) => (await mer.GET('/mer/api/v1/Enum/getIndustries', { signal })).data?.data ?? [],
  documentTypes: async (signal) => (await mer.GET('/mer/api/v1/Enum/getDocumentTypes', { signal })).data?.data ?? [],
  banks: async (signal) => (await mer.GET('/mer/api/v1/Enum/getBanks', { signal })).data?.data ?? [],
  countries: async (signal) => (await admin.GET('/admin/api/v1/Country', { signal })).data?.data ?? [],
  superAgents: async (signal) => (await sup.GET('/sup/api/v1/SuperAgent/all', { signal })).data?.data ?? [],
  products: async (signal) => (await pms.GET('/pms/api/v1/Product/GetProductWithPaging', { params: { query: { PageNumber: 0, PageSize: 100 } }, signal })).data?.data ?? [],
}

export const referenceKinds = Object.keys(fetchers) as ReferenceKind[]

/** Reads through the network into the device store; falls back to the store when offline. */
export async function loadReference<T>(key: string, fetcher: () => Promise<T>): Promise<ReferenceResult<T>> {
  try {
    const data = await fetcher()
    const fetchedAt = new Date().toISOString()
    await offlineDb.reference.put({ key, data, fetchedAt })
    return { data, fetchedAt, fromDevice: false }
  } catch (error) {
    // The platform answered with a refusal: that is not an offline case.
    if (error instanceof ApiError) throw error
    const stored = await offlineDb.reference.get(key)
    if (!stored) throw error
    return { data: stored.data as T, fetchedAt: stored.fetchedAt, fromDevice: true }
  }
}

export const referenceKeys = {
  all: ['reference'] as const,
  kind: (kind: ReferenceKind) => ['reference', kind] as const,
  states: (countryId: number) => ['reference', 'states', countryId] as const,
}

export function referenceQueryOptions<K extends ReferenceKind>(kind: K) {
  return queryOptions({
    queryKey: referenceKeys.kind(kind),
    queryFn: ({ signal }) => loadReference<ReferenceTypes[K]>(kind, () => fetchers[kind](signal) as Promise<ReferenceTypes[K]>),
    staleTime: 60 * 60_000,
    // Run the query offline too: it answers from the device.
    networkMode: 'always',
  })
}

export function statesQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: referenceKeys.states(countryId),
    queryFn: ({ signal }) =>
      loadReference(`states:${countryId}`, async () => (await admin.GET('/admin/api/v1/Country/state/{countryId}', { params: { path: { countryId } }, signal })).data?.data ?? []),
    staleTime: 60 * 60_000,
    networkMode: 'always',
  })
}

export function useReference<K extends ReferenceKind>(kind: K) {
  return useQuery(referenceQueryOptions(kind))
}

/**
 * After sign-in and whenever the network returns: bring the device's reference data up to date,
 * once the page on screen has had its answers and the browser is idle (at most 5 s later), so the
 * six lists never compete with it. Returns a function that cancels a refresh not yet started.
 */
export function warmReferenceData(queryClient: QueryClient): () => void {
  const warm = () => {
    if (!isOnline()) return
    for (const kind of referenceKinds) void queryClient.prefetchQuery(referenceQueryOptions(kind))
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 5_000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(warm, 1_000)
  return () => clearTimeout(timer)
}
