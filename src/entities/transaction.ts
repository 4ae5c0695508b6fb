// A transaction in the bank's words, and the rows of the commission and agent reports built on
// transactions: what the report columns, their CSV headers and the transaction's detail read.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/reportms'
import type { FieldDictionary } from '../lib/field-dictionary'
import { statusField } from './common'

export type Transaction = components['schemas']['Transaction']
export type TransactionDetail = components['schemas']['TransactionDetail']
export type TransactionStatus = components['schemas']['TransactionStatus']
export type Channel = components['schemas']['Channel']
export type MerchantCommission = components['schemas']['MerchantCommission']
export type AggregatorCommission = components['schemas']['AggregatorCommission']
export type AgentReportRow = components['schemas']['AgentReportRow']

export const transactionStatusLabels = {
  Successful: msg`Successful`,
  Failed: msg`Failed`,
  Pending: msg`Pending`,
  Reversed: msg`Reversed`,
} as const satisfies Record<TransactionStatus, unknown>

export const channelLabels = {
  POS: msg`POS`,
  USSD: msg`USSD`,
  Mobile: msg`Mobile app`,
  Web: msg`Web`,
} as const satisfies Record<Channel, unknown>

export const transactionEventLabels = {
  Started: msg`Started`,
  Completed: msg`Completed`,
  Failed: msg`Failed`,
  Reversed: msg`Reversed`,
} as const satisfies Record<TransactionDetail['timeline'][number]['event'], unknown>

/** The response codes the platform answers, in the user's words; others read as the platform says. */
export const responseCodeLabels: Readonly<Record<string, ReturnType<typeof msg>>> = {
  '00': msg`Approved`,
  '05': msg`Do not honour`,
  '09': msg`Request in progress`,
  '51': msg`Insufficient funds`,
  '55': msg`Incorrect PIN`,
  '57': msg`Transaction not permitted to cardholder`,
  '61': msg`Exceeds withdrawal limit`,
  '68': msg`Response received too late`,
  '91': msg`Issuer or switch inoperative`,
  '96': msg`System malfunction`,
}

const superAgent = { label: msg`Super agent`, kind: 'reference' } as const
const merchant = { label: msg`Merchant`, kind: 'reference', nameKey: 'businessName' } as const
const agent = { label: msg`Agent`, kind: 'reference' } as const

export const transactionFields = {
  id: { label: msg`Id`, kind: 'code' },
  reference: { label: msg`Reference`, kind: 'code' },
  sessionId: { label: msg`NIBSS session id`, kind: 'code' },
  status: {
    label: msg`Status`,
    kind: 'enum',
    values: transactionStatusLabels,
    tones: { Successful: 'success', Failed: 'danger', Pending: 'warning', Reversed: 'info' } as const satisfies Record<TransactionStatus, string>,
  },
  product: { label: msg`Product`, kind: 'reference' },
  channel: { label: msg`Channel`, kind: 'enum', values: channelLabels },
  amount: { label: msg`Amount`, kind: 'money' },
  fee: { label: msg`Fee`, kind: 'money' },
  superAgent,
  merchant,
  agent,
  debitAccountNumber: { label: msg`Debit account`, kind: 'code' },
  creditAccountNumber: { label: msg`Credit account`, kind: 'code' },
  destinationBankCode: { label: msg`Bank code`, kind: 'code' },
  destinationBankName: { label: msg`Receiving bank` },
  narration: { label: msg`Narration` },
  responseCode: { label: msg`Response code`, kind: 'code' },
  responseMessage: { label: msg`Response` },
  createdAt: { label: msg`Date`, kind: 'datetime' },
  completedAt: { label: msg`Completed`, kind: 'datetime' },
  agentPhoneNumber: { label: msg`Agent's phone`, kind: 'code' },
  agentState: { label: msg`Agent's state` },
} as const satisfies FieldDictionary

const transactionCount = { label: msg`Transactions`, kind: 'number' } as const
const transactionAmount = { label: msg`Amount`, kind: 'money' } as const
const totalFees = { label: msg`Fees`, kind: 'money' } as const
const agentCommission = { label: msg`Agent commission`, kind: 'money' } as const
const superAgentCommission = { label: msg`Super agent commission`, kind: 'money' } as const
const platformCommission = { label: msg`Platform commission`, kind: 'money' } as const

export const merchantCommissionFields = {
  merchant,
  superAgent,
  transactionCount,
  transactionAmount,
  totalFees,
  agentCommission,
  superAgentCommission,
  platformCommission,
} as const satisfies FieldDictionary

export const aggregatorCommissionFields = {
  superAgent,
  transactionCount,
  transactionAmount,
  totalFees,
  superAgentCommission,
  period: { label: msg`Period` },
} as const satisfies FieldDictionary

export const agentReportFields = {
  agent,
  agentStatus: { ...statusField, label: msg`Agent status` },
  merchant,
  superAgent,
  transactionCount,
  successfulCount: { label: msg`Successful`, kind: 'number' },
  failedCount: { label: msg`Failed`, kind: 'number' },
  transactionAmount,
  fees: totalFees,
  commission: { label: msg`Commission`, kind: 'money' },
  lastTransactionAt: { label: msg`Last transaction`, kind: 'datetime' },
} as const satisfies FieldDictionary
