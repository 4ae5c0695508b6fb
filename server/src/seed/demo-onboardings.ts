// The demo's pending onboardings and what the sandbox's name enquiry knows of their settlement
// accounts: one place for both, so the directory holds the accounts the onboardings name.
import { nubanCheckDigit } from '../../../src/lib/nuban.ts'

const names = [
  'Iya Basira Provisions Ibadan',
  'Oga Ikenna Phones Aba',
  'Hajiya Zainab Fabrics Zaria',
  'Mallam Sani Grains Katsina',
  'Ebube Mini Mart Enugu',
  'Tamuno Fishing Supplies Bonny',
  'Folake Beauty Palace Akure',
  'Ogbonna Electricals Owerri',
  'Bature POS Hub Jos',
  'Idara Kitchen Uyo',
  'Sule Agro Inputs Lafia',
  'Oghenekaro Ventures Warri',
  'Amarachi Stores Umuahia',
  'Dauda Motor Parts Ilorin',
  'Nneka Pharmacy Asaba',
  'Gambo Transport Gombe',
  'Ejiro Cold Room Sapele',
  'Kehinde Bookshop Abeokuta',
  'Yakubu Tailoring Bauchi',
  'Ifeoma Boutique Nsukka',
]

export const DEMO_ONBOARDING_BANK = '058'

export interface DemoOnboarding {
  businessName: string
  settlement: { accountNumber: string; bankCode: string; accountName: string }
}

/** The i-th demo onboarding's business and settlement account (a valid NUBAN at GTBank). */
export function demoOnboarding(i: number): DemoOnboarding {
  const businessName = names[i % names.length] + (i >= names.length ? ' II' : '')
  const serial = String(100000000 + i * 7331).slice(0, 9)
  return { businessName, settlement: { accountNumber: serial + nubanCheckDigit(DEMO_ONBOARDING_BANK, serial), bankCode: DEMO_ONBOARDING_BANK, accountName: businessName.toUpperCase().slice(0, 100) } }
}

/**
 * The directory's entries for the demo onboardings: the account in the business's name, except the
 * first (the owner's personal account, a name the checker must question) and the second (an
 * account the bank does not know).
 */
export function demoDirectoryAccounts(count = 2 * names.length): { bankCode: string; accountNumber: string; accountName: string }[] {
  return Array.from({ length: count }, (_, i) => demoOnboarding(i)).flatMap((onboarding, i) =>
    i === 1 ? [] : [{ ...onboarding.settlement, accountName: i === 0 ? 'BASIRAT ADEOLA OYELARAN' : onboarding.settlement.accountName }],
  )
}
