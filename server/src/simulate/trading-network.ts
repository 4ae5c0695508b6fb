// What the core banking system knows of the network it switches for: the trading agents, their
// merchants and the merchants' products, fee schemes and commission groups, read with plain SQL.
import { PRODUCTS, type ProductCode } from '../seed/seed-data.ts'
import type { CommissionShareRule, FeeRule } from '../seed/seed-fees.ts'
import { productsOfGroup, type TradingParty } from '../seed/seed-generate.ts'
import { Random, Weighted, nuban } from '../seed/seed-random.ts'

/**
 * Runs one SQL statement on the core system's own connection: a pg.Client's or pg.Pool's query, or
 * PGlite's query (as text, never through the back office's repositories).
 */
export type CoreSql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>

/** Rows a statement changed, as pg (rowCount) or PGlite (affectedRows) says it. */
export const changedRows = (result: Awaited<ReturnType<CoreSql>>): number => result.rowCount ?? result.affectedRows ?? 0

interface AgentRow {
  agent_id: number
  business_name: string
  merchant_id: number
  super_agent_id: number
  single_transaction_limit: string | number
  settlement_bank: string | null
  product_group_id: number | null
  fee_scheme_id: number | null
  commission_group_id: number | null
}

export interface TradingNetwork {
  agents: number
  /** A trading agent, picked by its share of the network's volume. */
  pick(random: Random): TradingParty
}

const KNOWN_PRODUCTS = new Set<string>(PRODUCTS.map((p) => p.code))
const ALL_PRODUCTS = productsOfGroup(PRODUCTS.map((p) => p.code))

/** The agents that can trade now (active and enabled, with an active, enabled merchant). */
export async function loadTradingNetwork(sql: CoreSql, random: Random): Promise<TradingNetwork> {
  const agents = (
    await sql(
      `select a.id as agent_id, a.business_name, a.merchant_id, a.super_agent_id, m.single_transaction_limit,
              m.settlement->>'bankCode' as settlement_bank, m.product_group_id, m.fee_scheme_id, m.commission_group_id
         from agents a join merchants m on m.id = a.merchant_id
        where a.status = 'Active' and a.enabled and m.status = 'Active' and m.enabled
        order by a.id`,
    )
  ).rows as AgentRow[]
  if (!agents.length) throw new Error('No active agent to trade: seed the database first (npm start seeds it on its first start).')
  const groupRows = (await sql(`select gp.product_group_id, p.code from product_group_products gp join products p on p.id = gp.product_id where p.status = 'Active'`)).rows as {
    product_group_id: number
    code: string
  }[]
  const feeRows = (await sql('select id, rules from fee_schemes')).rows as { id: number; rules: FeeRule[] | string }[]
  const shareRows = (await sql('select id, rules from commission_groups')).rows as { id: number; rules: CommissionShareRule[] | string }[]

  const codesOfGroup = new Map<number, ProductCode[]>()
  for (const row of groupRows) {
    if (!KNOWN_PRODUCTS.has(row.code)) continue
    const codes = codesOfGroup.get(row.product_group_id) ?? []
    codes.push(row.code as ProductCode)
    codesOfGroup.set(row.product_group_id, codes)
  }
  const productsOf = new Map([...codesOfGroup].map(([id, codes]) => [id, productsOfGroup(codes)]))
  const rulesOf = <T>(rows: { id: number; rules: T[] | string }[]) => new Map(rows.map((row) => [row.id, typeof row.rules === 'string' ? (JSON.parse(row.rules) as T[]) : row.rules]))
  const feeRules = rulesOf(feeRows)
  const shareRules = rulesOf(shareRows)

  const parties: TradingParty[] = agents.map((row) => {
    const walletBank = row.settlement_bank ?? '058'
    return {
      agentId: row.agent_id,
      agentBusinessName: row.business_name,
      // The agent's wallet is the core's own record; the same agent keeps the same account.
      walletAccount: nuban(new Random(0x3a11e7 ^ row.agent_id), walletBank),
      walletBank,
      merchantId: row.merchant_id,
      superAgentId: row.super_agent_id,
      singleTransactionLimit: Number(row.single_transaction_limit),
      products: (row.product_group_id !== null ? productsOf.get(row.product_group_id) : undefined) ?? ALL_PRODUCTS,
      feeRules: row.fee_scheme_id !== null ? feeRules.get(row.fee_scheme_id) : undefined,
      shareRules: row.commission_group_id !== null ? shareRules.get(row.commission_group_id) : undefined,
    }
  })
  // A few busy outlets and many quiet ones, as in the seed's volumes.
  const volume = new Weighted(parties.map((party) => [party, Math.exp(random.gauss() * 0.9)] as const))
  return { agents: parties.length, pick: (r) => volume.pick(r) }
}
