// Name enquiry (simulating NIBSS NIP): the name a bank holds for an account, from the sandbox's
// directory. The onboarding form shows it beside the account; the checker's hints compare it.
import { and, eq } from 'drizzle-orm'

import { isValidNuban } from '../../../../src/lib/nuban.ts'
import type { Executor } from '../../db/client.ts'
import { bankAccounts } from '../../db/schema.ts'
import { invalidField, notFound, ok } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { bankName } from './banks.ts'

/** The account's name at the bank, or null when the bank holds no such account. */
export async function nameEnquiry(db: Executor, bankCode: string, accountNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ name: bankAccounts.accountName })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.bankCode, bankCode), eq(bankAccounts.accountNumber, accountNumber)))
  return row?.name ?? null
}

/** Names compared as a bank officer would: letters and digits only, case and punctuation aside. */
export function sameAccountName(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toUpperCase()
      .replace(/[^A-Z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .join(' ')
  return words(a) === words(b)
}

export const nameEnquiryHandlers: Handlers<'nameEnquiry'> = {
  nameEnquiry: {
    async handle(ctx) {
      const { BankCode: bankCode, AccountNumber: accountNumber } = ctx.query
      const bank = bankName(bankCode)
      if (!bank) throw invalidField('BankCode', 'UNKNOWN_REFERENCE', `unknown bank code ${bankCode}`)
      if (!isValidNuban(bankCode, accountNumber)) throw invalidField('AccountNumber', 'INVALID_NUBAN', `${accountNumber} is not a valid NUBAN for ${bank} (its check digit does not match)`)
      const accountName = await nameEnquiry(ctx.db, bankCode, accountNumber)
      if (accountName === null) throw notFound('ACCOUNT_NOT_FOUND', `${bank} holds no account ${accountNumber}`)
      return ok({ accountNumber, bankCode, bankName: bank, accountName })
    },
  },
}
