// Search params of the reports screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { channels, digits, entityStatuses, id, isoDate, keysetListSearch, listSearch, oneOf, transactionStatuses } from '../../lib/search'

/** A transaction reference as the platform takes it (letters, digits, - and _), dropped otherwise. */
const reference = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))), undefined)

/** Paged by key: next and previous carry the platform's cursor, and a day can be gone to. */
export const transactionReportList = keysetListSearch(
  {
    status: oneOf(transactionStatuses),
    transactionReference: reference,
    superAgentId: id,
    agentId: id,
    merchantId: id,
    debitAccountNumber: digits(10),
    creditAccountNumber: digits(10),
    destinationBankCode: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9]{3,6}$/))), undefined),
    productId: id,
    channel: oneOf(channels),
    startDate: isoDate,
    endDate: isoDate,
  },
  {
    /** The transaction open beside the report. */
    transaction: id,
  },
)

export type TransactionReportQuery = ReturnType<typeof transactionReportList.query>

export const merchantCommissionList = listSearch({ superAgentId: id, merchantId: id, startDate: isoDate, endDate: isoDate })

export type MerchantCommissionQuery = ReturnType<typeof merchantCommissionList.query>

export const aggregatorCommissionList = listSearch({ aggregatorId: id, superAgentId: id, agentId: id, merchantId: id, startDate: isoDate, endDate: isoDate })

export type AggregatorCommissionQuery = ReturnType<typeof aggregatorCommissionList.query>

export const agentReportList = listSearch({ superAgentId: id, merchantId: id, agentId: id, status: oneOf(entityStatuses), startDate: isoDate, endDate: isoDate })

export type AgentReportQuery = ReturnType<typeof agentReportList.query>
