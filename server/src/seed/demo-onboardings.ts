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

/** The BVN of the i-th demo onboarding's personnel (every one a Chinedu Okeke). */
export const demoPersonnelBvn = (i: number) => String(22100000000 + i * 104729).slice(0, 11)

/** The BVN of the n-th outlet of the demo's review cases (1: Musa Danjuma, 2: Chiamaka Obi). */
export const demoOutletBvn = (n: number) => `2230${String(4410000 + n * 7919).padStart(7, '0')}`

/** The onboardings' personnel's phone: the business's phone (demo-activity.ts). */
export const demoOnboardingPhone = (i: number) => `+23480${String(31000000 + i * 7919).padStart(8, '0')}`

/** A BVN whose holder is Tobiloba Alade, for the journeys' agent whose name differs from the holder's. */
export const FOUR_EYES_BVN = '22390000017'

export interface DemoBvnHolder {
  bvn: string
  firstName: string
  middleName: string | null
  lastName: string
  dateOfBirth: string
  phoneNumber: string | null
}

/**
 * What the sandbox's BVN validation knows of the demo's pending people: the holder as entered (a
 * middle name the forms do not ask for), except the third onboarding's (the holder is a Chinedu
 * Okafor: a name the checker must question), the fourth's (a BVN NIBSS does not know), the fifth's
 * (another phone), and the second outlet's (Chiamaka Obiora, not Obi).
 */
export function demoBvnHolders(count = 2 * names.length): DemoBvnHolder[] {
  const dob = (i: number) => `19${70 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`
  const personnel = Array.from({ length: count }, (_, i) => i).flatMap((i): DemoBvnHolder[] =>
    i === 3
      ? []
      : [
          {
            bvn: demoPersonnelBvn(i),
            firstName: 'Chinedu',
            middleName: 'Emeka',
            lastName: i === 2 ? 'Okafor' : 'Okeke',
            dateOfBirth: dob(i),
            phoneNumber: i === 4 ? '+2348099990004' : demoOnboardingPhone(i),
          },
        ],
  )
  return [
    ...personnel,
    { bvn: demoOutletBvn(1), firstName: 'Musa', middleName: 'Ibrahim', lastName: 'Danjuma', dateOfBirth: '1984-03-17', phoneNumber: '+2349030041001' },
    { bvn: demoOutletBvn(2), firstName: 'Chiamaka', middleName: 'Adaeze', lastName: 'Obiora', dateOfBirth: '1991-08-05', phoneNumber: '+2349030041002' },
    // Named by no demo request: the BVN tests/e2e/four-eyes.spec.ts gives its agent Tobi Alade.
    { bvn: FOUR_EYES_BVN, firstName: 'Tobiloba', middleName: null, lastName: 'Alade', dateOfBirth: '1990-02-11', phoneNumber: null },
  ]
}
