// Where each kind of record a user picks comes from: a search over the platform's list (by name, a page
// at a time) and the read of one record by id, each answered in the pickers' words (a name and a line
// that tells look-alikes apart). One place for every picker (components/entity-picker).
import { mer, pms, sup, ums } from '../api/clients'
import type { PickerRecord } from '../offline/seen-records'
import { permission, type Permission } from './permissions'

export const PICKER_PAGE_SIZE = 20

export interface PickerPage {
  records: PickerRecord[]
  more: boolean
}

/** What narrows a search besides its text (the agents of one merchant, say). */
export type PickerScope = Readonly<Record<string, string | number | undefined>>

export interface EntitySource<S extends PickerScope = PickerScope> {
  /** The kind of record, also its key in the device's store of seen records. */
  kind: string
  /** What the user must hold to search (null: anyone signed in); without it the picker says so. */
  permission: Permission | null
  search: (text: string, page: number, scope: S, signal?: AbortSignal) => Promise<PickerPage>
  get: (id: number, signal?: AbortSignal) => Promise<PickerRecord | null>
}

interface Paged<T> {
  data: T[]
  pageNumber: number
  totalPages: number
}

function pageOf<T>(answer: Paged<T> | undefined, record: (item: T) => PickerRecord): PickerPage {
  if (!answer) return { records: [], more: false }
  return { records: answer.data.map(record), more: answer.pageNumber < answer.totalPages }
}

const text = (value: string) => value.trim() || undefined
const paging = (page: number) => ({ PageNumber: page, PageSize: PICKER_PAGE_SIZE })
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null
/** A record's scope without the values it does not know. */
const scopeOf = (values: Record<string, string | number | null | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined))

// ---------- merchants, agents, super agents

interface MerchantLike {
  id: number
  businessName: string
  superAgent?: { id?: number; name: string } | null
}
const merchantRecord = (merchant: MerchantLike): PickerRecord => ({
  id: merchant.id,
  name: merchant.businessName,
  detail: merchant.superAgent?.name ?? null,
  scope: scopeOf({ superAgentId: merchant.superAgent?.id }),
})

export const merchantSource: EntitySource<{ superAgentId?: number | undefined }> = {
  kind: 'merchant',
  permission: permission('Merchant', 'View Merchant'),
  search: async (name, page, scope, signal) => {
    const { data } = await mer.GET('/mer/api/v1/Merchant', { params: { query: { BusinessName: text(name), SuperAgentId: scope.superAgentId, SortOrder: 'asc', ...paging(page) } }, signal })
    return pageOf(data, merchantRecord)
  },
  get: async (id, signal) => {
    const { data } = await mer.GET('/mer/api/v1/Merchant/{id}', { params: { path: { id } }, signal })
    return data ? merchantRecord(data.data) : null
  },
}

interface AgentLike {
  id: number
  code: string
  firstName: string
  lastName: string
  businessName?: string | null
  merchant?: { id?: number; businessName: string } | null
  superAgent?: { id?: number } | null
}
const agentRecord = (agent: AgentLike): PickerRecord => ({
  id: agent.id,
  name: agent.businessName || `${agent.firstName} ${agent.lastName}`,
  detail: joined(agent.code, agent.businessName ? `${agent.firstName} ${agent.lastName}` : null, agent.merchant?.businessName),
  scope: scopeOf({ merchantId: agent.merchant?.id, superAgentId: agent.superAgent?.id }),
})

export const agentSource: EntitySource<{ merchantId?: number | undefined; superAgentId?: number | undefined }> = {
  kind: 'agent',
  permission: permission('Agent', 'View Agent'),
  search: async (name, page, scope, signal) => {
    const query = { Name: text(name), MerchantId: scope.merchantId, SuperAgentId: scope.superAgentId, SortOrder: 'asc' as const, ...paging(page) }
    const { data } = await mer.GET('/mer/api/v1/Agent', { params: { query }, signal })
    return pageOf(data, agentRecord)
  },
  get: async (id, signal) => {
    const { data } = await mer.GET('/mer/api/v1/Agent/{id}', { params: { path: { id } }, signal })
    return data ? agentRecord(data.data) : null
  },
}

async function superAgents(signal?: AbortSignal, status?: string): Promise<PickerRecord[]> {
  const { data } = await sup.GET('/sup/api/v1/SuperAgent/all', { signal })
  return (data?.data ?? []).filter((agent) => !status || agent.status === status).map((agent) => ({ id: agent.id, name: agent.name, detail: agent.code, scope: { status: agent.status } }))
}

/** Super agents are few (licensed aggregators): one call, searched here; `status: 'Active'` offers only those a merchant may join. */
export const superAgentSource: EntitySource<{ status?: 'Active' | undefined }> = {
  kind: 'superAgent',
  permission: null,
  search: async (name, page, scope, signal) => {
    const needle = name.trim().toLowerCase()
    const all = (await superAgents(signal, scope.status)).filter((agent) => !needle || `${agent.name} ${agent.detail ?? ''}`.toLowerCase().includes(needle))
    return { records: all.slice((page - 1) * PICKER_PAGE_SIZE, page * PICKER_PAGE_SIZE), more: all.length > page * PICKER_PAGE_SIZE }
  },
  get: async (id, signal) => (await superAgents(signal)).find((agent) => agent.id === id) ?? null,
}

// ---------- a merchant's configuration: product groups, fee schemes, commission groups (active ones are offered)

const named = (item: { id: number; name: string }): PickerRecord => ({ id: item.id, name: item.name, detail: null })

export const productGroupSource: EntitySource<PickerScope> = {
  kind: 'productGroup',
  permission: permission('Product Group', 'View'),
  search: async (name, page, _scope, signal) => {
    const { data } = await pms.GET('/pms/api/v1/ProductGroup/GetWithPaging', { params: { query: { Name: text(name), Status: 'Active', SortOrder: 'asc', ...paging(page) } }, signal })
    return pageOf(data, named)
  },
  get: async (id, signal) => {
    const { data } = await pms.GET('/pms/api/v1/ProductGroup/{id}', { params: { path: { id } }, signal })
    return data ? named(data.data) : null
  },
}

export const feeSchemeSource: EntitySource<PickerScope> = {
  kind: 'feeScheme',
  permission: permission('Fee Scheme', 'View'),
  search: async (name, page, _scope, signal) => {
    const { data } = await mer.GET('/mer/api/v1/MerchantFeeScheme/GetWithPaging', { params: { query: { Name: text(name), Status: 'Active', ...paging(page) } }, signal })
    return pageOf(data, named)
  },
  get: async (id, signal) => {
    const { data } = await mer.GET('/mer/api/v1/MerchantFeeScheme/{id}', { params: { path: { id } }, signal })
    return data ? named(data.data) : null
  },
}

export const commissionGroupSource: EntitySource<PickerScope> = {
  kind: 'commissionGroup',
  permission: permission('Commission Group', 'View'),
  search: async (name, page, _scope, signal) => {
    const { data } = await mer.GET('/mer/api/v1/MerchantCommissionGroup/GetWithPaging', { params: { query: { Name: text(name), Status: 'Active', ...paging(page) } }, signal })
    return pageOf(data, named)
  },
  get: async (id, signal) => {
    const { data } = await mer.GET('/mer/api/v1/MerchantCommissionGroup/{id}', { params: { path: { id } }, signal })
    return data ? named(data.data) : null
  },
}

// ---------- staff: users and roles

interface UserLike {
  id: number
  username: string
  firstName: string
  lastName: string
}
const userRecord = (user: UserLike): PickerRecord => ({ id: user.id, name: `${user.firstName} ${user.lastName}`, detail: user.username })

export const userSource: EntitySource<PickerScope> = {
  kind: 'user',
  permission: permission('User', 'View'),
  search: async (name, page, _scope, signal) => {
    const { data } = await ums.GET('/ums/api/v1/User', { params: { query: { Username: text(name), SortOrder: 'asc', ...paging(page) } }, signal })
    return pageOf(data, userRecord)
  },
  get: async (id, signal) => {
    const { data } = await ums.GET('/ums/api/v1/User/{id}', { params: { path: { id } }, signal })
    return data ? userRecord(data.data) : null
  },
}

export const roleSource: EntitySource<PickerScope> = {
  kind: 'role',
  permission: permission('Role', 'View'),
  search: async (name, page, _scope, signal) => {
    const { data } = await ums.GET('/ums/api/v1/Roles', { params: { query: { Name: text(name), Status: 'Active', SortOrder: 'asc', ...paging(page) } }, signal })
    return pageOf(data, named)
  },
  get: async (id, signal) => {
    const { data } = await ums.GET('/ums/api/v1/Roles/get/{id}', { params: { path: { id } }, signal })
    return data ? named(data.data) : null
  },
}
