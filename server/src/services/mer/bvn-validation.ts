// BVN validation (simulating NIBSS BVN validation): whether the names, date of birth and phone entered
// for an agent or a merchant's personnel are the BVN holder's, from the sandbox's directory. The
// answer says match or not per field and never gives the holder's record back (personal data).
import { eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { bvnHolders } from '../../db/schema.ts'
import { forbidden, noSuch, ok } from '../../platform/http.ts'
import { permissionKey, type Handlers } from '../../platform/types.ts'

export interface BvnDetails {
  firstName: string
  middleName?: string | null
  lastName: string
  /** YYYY-MM-DD, when the record holds one. */
  dateOfBirth?: string | null
  phoneNumber?: string | null
}

/** Each entered field against the holder's: null where nothing was entered to compare (or the directory holds no phone). */
export interface BvnComparison {
  name: boolean
  dateOfBirth: boolean | null
  phone: boolean | null
}

/** A BVN with its middle five digits hidden: 221*****301. */
export const maskBvn = (bvn: string) => (bvn.length === 11 ? `${bvn.slice(0, 3)}*****${bvn.slice(-3)}` : '*'.repeat(bvn.length))

/** A name's words as a bank officer reads them: upper case, accents and punctuation aside. */
const words = (...parts: (string | null | undefined)[]) =>
  parts
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)

/**
 * The entered names are the holder's when every entered word is one of the holder's names and both
 * the holder's first and last names were entered, in any order; the middle name may be left out.
 */
export function sameHolderName(entered: Pick<BvnDetails, 'firstName' | 'middleName' | 'lastName'>, holder: Pick<BvnDetails, 'firstName' | 'middleName' | 'lastName'>): boolean {
  const given = new Set(words(entered.firstName, entered.middleName, entered.lastName))
  const known = new Set(words(holder.firstName, holder.middleName, holder.lastName))
  if (!given.size) return false
  return [...given].every((word) => known.has(word)) && words(holder.firstName, holder.lastName).every((word) => given.has(word))
}

/** Phone numbers compared by their last ten digits (+234 803 ..., 0803 ...). */
const samePhone = (a: string, b: string) => {
  const digits = (phone: string) => phone.replace(/\D+/g, '').slice(-10)
  return digits(a).length === 10 && digits(a) === digits(b)
}

/** The entered details against the BVN holder's, or null when the directory knows no such BVN. */
export async function compareBvn(db: Executor, bvn: string, entered: BvnDetails): Promise<BvnComparison | null> {
  const [holder] = await db.select().from(bvnHolders).where(eq(bvnHolders.bvn, bvn))
  if (!holder) return null
  const dateOfBirth = entered.dateOfBirth?.trim()
  const phone = entered.phoneNumber?.trim()
  return {
    name: sameHolderName(entered, holder),
    dateOfBirth: dateOfBirth ? dateOfBirth === holder.dateOfBirth : null,
    phone: phone && holder.phoneNumber ? samePhone(phone, holder.phoneNumber) : null,
  }
}

/** Those who create agents or onboard merchants may ask. */
const ASKERS = [permissionKey('Agent', 'Create Agent'), permissionKey('Merchant', 'Create Merchant')]

export const bvnValidationHandlers: Handlers<'validateBvn'> = {
  validateBvn: {
    async handle(ctx) {
      if (!ASKERS.some((key) => ctx.permissions.has(key))) {
        throw forbidden('PERMISSION_DENIED', 'You do not have the permission Agent / Create Agent or Merchant / Create Merchant', { group: 'Agent', action: 'Create Agent' })
      }
      const { Bvn: bvn, FirstName: firstName, MiddleName: middleName, LastName: lastName, DateOfBirth: dateOfBirth, PhoneNumber: phoneNumber } = ctx.query
      const masked = maskBvn(bvn)
      const comparison = await compareBvn(ctx.db, bvn, { firstName, middleName, lastName, dateOfBirth, phoneNumber })
      if (!comparison) throw noSuch('BVN', masked, `NIBSS knows no BVN ${masked}`)
      return ok({ bvn: masked, nameMatches: comparison.name, dateOfBirthMatches: comparison.dateOfBirth, phoneMatches: comparison.phone })
    },
  },
}
