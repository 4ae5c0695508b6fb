// Static reference data for the sandbox seed: banks, places, names, products, tariffs, roles.
// Reports import BANK_NAMES from here for destinationBankName.

/** CBN / NIBSS institution codes of the banks the sandbox uses, with their names. */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '011': 'First Bank of Nigeria',
  '044': 'Access Bank',
  '058': 'Guaranty Trust Bank',
  '033': 'United Bank for Africa',
  '057': 'Zenith Bank',
  '070': 'Fidelity Bank',
  '232': 'Sterling Bank',
  '214': 'First City Monument Bank',
  '035': 'Wema Bank',
  '050': 'Ecobank Nigeria',
  '076': 'Polaris Bank',
  '221': 'Stanbic IBTC Bank',
  '032': 'Union Bank of Nigeria',
  '082': 'Keystone Bank',
  '101': 'Providus Bank',
  '50515': 'Moniepoint MFB',
  '999992': 'OPay Digital Services',
  '999991': 'PalmPay',
  '50211': 'Kuda Microfinance Bank',
}

/** The bank's name for a code, or null when the code is unknown. */
export const bankName = (code: string | null | undefined): string | null => (code ? (BANK_NAMES[code] ?? null) : null)

/** How often each bank is the customer's or beneficiary's bank (relative weights). */
export const BANK_WEIGHTS: ReadonlyArray<readonly [code: string, weight: number]> = [
  ['058', 14],
  ['044', 14],
  ['057', 12],
  ['011', 11],
  ['033', 10],
  ['999992', 9],
  ['50515', 7],
  ['070', 5],
  ['214', 4],
  ['999991', 4],
  ['232', 3],
  ['035', 3],
  ['221', 3],
  ['050', 2],
  ['076', 2],
  ['032', 2],
  ['50211', 2],
  ['082', 1],
  ['101', 1],
]

/** The NIBSS NIP institution code of a bank (first 6 digits of a NIP session id). */
export const NIP_INSTITUTION_CODES: Readonly<Record<string, string>> = {
  '011': '000016',
  '044': '000014',
  '058': '000013',
  '033': '000004',
  '057': '000015',
  '070': '000007',
  '232': '000001',
  '214': '000003',
  '035': '000017',
  '050': '000010',
  '076': '000008',
  '221': '000012',
  '032': '000018',
  '082': '000002',
  '101': '000023',
  '50515': '090405',
  '999992': '100004',
  '999991': '100033',
  '50211': '090267',
}

// ---------- countries and states

export interface CountrySeed {
  name: string
  isoCode: string
  dialCode: string
  currencyCode: string
  states: ReadonlyArray<readonly [code: string, name: string]>
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    name: 'Nigeria',
    isoCode: 'NG',
    dialCode: '+234',
    currencyCode: 'NGN',
    states: [
      ['AB', 'Abia'],
      ['AD', 'Adamawa'],
      ['AK', 'Akwa Ibom'],
      ['AN', 'Anambra'],
      ['BA', 'Bauchi'],
      ['BY', 'Bayelsa'],
      ['BE', 'Benue'],
      ['BO', 'Borno'],
      ['CR', 'Cross River'],
      ['DE', 'Delta'],
      ['EB', 'Ebonyi'],
      ['ED', 'Edo'],
      ['EK', 'Ekiti'],
      ['EN', 'Enugu'],
      ['FC', 'Federal Capital Territory'],
      ['GO', 'Gombe'],
      ['IM', 'Imo'],
      ['JI', 'Jigawa'],
      ['KD', 'Kaduna'],
      ['KN', 'Kano'],
      ['KT', 'Katsina'],
      ['KE', 'Kebbi'],
      ['KO', 'Kogi'],
      ['KW', 'Kwara'],
      ['LA', 'Lagos'],
      ['NA', 'Nasarawa'],
      ['NI', 'Niger'],
      ['OG', 'Ogun'],
      ['ON', 'Ondo'],
      ['OS', 'Osun'],
      ['OY', 'Oyo'],
      ['PL', 'Plateau'],
      ['RI', 'Rivers'],
      ['SO', 'Sokoto'],
      ['TA', 'Taraba'],
      ['YO', 'Yobe'],
      ['ZA', 'Zamfara'],
    ],
  },
  {
    name: 'Ghana',
    isoCode: 'GH',
    dialCode: '+233',
    currencyCode: 'GHS',
    states: [
      ['AA', 'Greater Accra'],
      ['AH', 'Ashanti'],
      ['CP', 'Central'],
      ['EP', 'Eastern'],
      ['WP', 'Western'],
      ['NP', 'Northern'],
    ],
  },
  {
    name: 'Kenya',
    isoCode: 'KE',
    dialCode: '+254',
    currencyCode: 'KES',
    states: [
      ['30', 'Nairobi City'],
      ['28', 'Mombasa'],
      ['17', 'Kisumu'],
      ['31', 'Nakuru'],
      ['13', 'Kiambu'],
    ],
  },
  {
    name: 'South Africa',
    isoCode: 'ZA',
    dialCode: '+27',
    currencyCode: 'ZAR',
    states: [
      ['GP', 'Gauteng'],
      ['WC', 'Western Cape'],
      ['KZN', 'KwaZulu-Natal'],
      ['EC', 'Eastern Cape'],
    ],
  },
  {
    name: 'United Kingdom',
    isoCode: 'GB',
    dialCode: '+44',
    currencyCode: 'GBP',
    states: [
      ['ENG', 'England'],
      ['SCT', 'Scotland'],
      ['WLS', 'Wales'],
      ['NIR', 'Northern Ireland'],
    ],
  },
]

/** Trading places in Nigeria: state code, city, local government area, streets, and how much business they see. */
export interface Place {
  state: string
  city: string
  lga: string
  streets: readonly string[]
  weight: number
}

export const PLACES: readonly Place[] = [
  { state: 'LA', city: 'Surulere', lga: 'Surulere', streets: ['Ojuelegba Road', 'Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Masha Road'], weight: 6 },
  { state: 'LA', city: 'Ikeja', lga: 'Ikeja', streets: ['Allen Avenue', 'Obafemi Awolowo Way', 'Toyin Street', 'Opebi Road'], weight: 6 },
  { state: 'LA', city: 'Yaba', lga: 'Lagos Mainland', streets: ['Herbert Macaulay Way', 'Ojuelegba Road', 'Commercial Avenue', 'Murtala Muhammed Way'], weight: 4 },
  { state: 'LA', city: 'Lagos Island', lga: 'Lagos Island', streets: ['Broad Street', 'Balogun Street', 'Nnamdi Azikiwe Street', 'Martins Street'], weight: 4 },
  { state: 'LA', city: 'Ikorodu', lga: 'Ikorodu', streets: ['Lagos Road', 'Ayangburen Road', 'Sagamu Road'], weight: 3 },
  { state: 'LA', city: 'Egbeda', lga: 'Alimosho', streets: ['Idimu Road', 'Akowonjo Road', 'Egbeda-Idimu Road'], weight: 4 },
  { state: 'LA', city: 'Ajah', lga: 'Eti-Osa', streets: ['Lekki-Epe Expressway', 'Addo Road', 'Admiralty Way'], weight: 3 },
  { state: 'LA', city: 'Oshodi', lga: 'Oshodi-Isolo', streets: ['Agege Motor Road', 'Brown Street', 'Isolo Road'], weight: 3 },
  { state: 'LA', city: 'Mushin', lga: 'Mushin', streets: ['Ladipo Street', 'Agege Motor Road', 'Olateju Street'], weight: 3 },
  { state: 'LA', city: 'Festac Town', lga: 'Amuwo-Odofin', streets: ['2nd Avenue', '7th Avenue', '21 Road'], weight: 2 },
  { state: 'FC', city: 'Wuse', lga: 'Abuja Municipal', streets: ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Ahmadu Bello Way'], weight: 4 },
  { state: 'FC', city: 'Garki', lga: 'Abuja Municipal', streets: ['Ademola Adetokunbo Street', 'Moshood Abiola Way', 'Tafawa Balewa Way'], weight: 3 },
  { state: 'FC', city: 'Kubwa', lga: 'Bwari', streets: ['Gado Nasko Road', 'Arab Road', 'Kubwa Expressway'], weight: 3 },
  { state: 'FC', city: 'Gwagwalada', lga: 'Gwagwalada', streets: ['Market Road', 'Hospital Road'], weight: 1 },
  { state: 'KN', city: 'Kano', lga: 'Kano Municipal', streets: ['Kofar Mata Road', 'Zoo Road', 'Murtala Mohammed Way', 'Ibrahim Taiwo Road'], weight: 5 },
  { state: 'KN', city: 'Sabon Gari', lga: 'Fagge', streets: ['Bompai Road', 'Enugu Road', 'Church Road'], weight: 3 },
  { state: 'RI', city: 'Port Harcourt', lga: 'Port Harcourt', streets: ['Aba Road', 'Ikwerre Road', 'Azikiwe Road', 'Bonny Street'], weight: 4 },
  { state: 'RI', city: 'Rumuokoro', lga: 'Obio/Akpor', streets: ['East-West Road', 'Rumuokoro Road', 'Ada George Road'], weight: 2 },
  { state: 'OY', city: 'Ibadan', lga: 'Ibadan North', streets: ['Ring Road', 'Bodija Road', 'Dugbe Road', 'Agodi Gate Road'], weight: 4 },
  { state: 'OY', city: 'Ogbomoso', lga: 'Ogbomosho North', streets: ['Takie Road', 'Oja Igbo Road'], weight: 1 },
  { state: 'AN', city: 'Onitsha', lga: 'Onitsha North', streets: ['New Market Road', 'Old Market Road', 'Iweka Road', 'Bright Street'], weight: 4 },
  { state: 'AN', city: 'Awka', lga: 'Awka South', streets: ['Zik Avenue', 'Enugu-Onitsha Expressway', 'Arthur Eze Avenue'], weight: 2 },
  { state: 'AN', city: 'Nnewi', lga: 'Nnewi North', streets: ['Old Nnewi Road', 'Nnobi Road'], weight: 1 },
  { state: 'AB', city: 'Aba', lga: 'Aba South', streets: ['Faulks Road', 'Ngwa Road', 'Asa Road', 'Azikiwe Road'], weight: 3 },
  { state: 'AB', city: 'Umuahia', lga: 'Umuahia North', streets: ['Bende Road', 'Library Avenue'], weight: 1 },
  { state: 'KD', city: 'Kaduna', lga: 'Kaduna North', streets: ['Ahmadu Bello Way', 'Constitution Road', 'Kachia Road'], weight: 3 },
  { state: 'KD', city: 'Zaria', lga: 'Zaria', streets: ['Sokoto Road', 'Kongo Road'], weight: 1 },
  { state: 'EN', city: 'Enugu', lga: 'Enugu North', streets: ['Ogui Road', 'Okpara Avenue', 'Chime Avenue', 'Zik Avenue'], weight: 3 },
  { state: 'EN', city: 'Nsukka', lga: 'Nsukka', streets: ['Enugu Road', 'University Road'], weight: 1 },
  { state: 'DE', city: 'Warri', lga: 'Warri South', streets: ['Effurun-Sapele Road', 'Airport Road', 'Okumagba Avenue'], weight: 2 },
  { state: 'DE', city: 'Asaba', lga: 'Oshimili South', streets: ['Nnebisi Road', 'Okpanam Road', 'DBS Road'], weight: 2 },
  { state: 'ED', city: 'Benin City', lga: 'Oredo', streets: ['Sapele Road', 'Airport Road', 'Akpakpava Road', 'Mission Road'], weight: 3 },
  { state: 'OG', city: 'Abeokuta', lga: 'Abeokuta South', streets: ['Lafenwa Road', 'Kuto Road', 'Oke-Ilewo Road'], weight: 2 },
  { state: 'OG', city: 'Sango Ota', lga: 'Ado-Odo/Ota', streets: ['Idiroko Road', 'Lagos-Abeokuta Expressway'], weight: 2 },
  { state: 'OG', city: 'Ijebu Ode', lga: 'Ijebu Ode', streets: ['Folagbade Street', 'Ibadan Road'], weight: 1 },
  { state: 'PL', city: 'Jos', lga: 'Jos North', streets: ['Ahmadu Bello Way', 'Murtala Mohammed Way', 'Bauchi Road'], weight: 2 },
  { state: 'KW', city: 'Ilorin', lga: 'Ilorin West', streets: ['Taiwo Road', 'Unity Road', 'Ibrahim Taiwo Road'], weight: 2 },
  { state: 'IM', city: 'Owerri', lga: 'Owerri Municipal', streets: ['Wetheral Road', 'Douglas Road', 'Tetlow Road'], weight: 2 },
  { state: 'AK', city: 'Uyo', lga: 'Uyo', streets: ['Oron Road', 'Aka Road', 'Ikot Ekpene Road'], weight: 2 },
  { state: 'CR', city: 'Calabar', lga: 'Calabar Municipal', streets: ['Marian Road', 'Calabar Road', 'Ndidem Usang Iso Road'], weight: 1 },
  { state: 'ON', city: 'Akure', lga: 'Akure South', streets: ['Oba Adesida Road', 'Oyemekun Road'], weight: 1 },
  { state: 'OS', city: 'Osogbo', lga: 'Osogbo', streets: ['Gbongan Road', 'Station Road'], weight: 1 },
  { state: 'OS', city: 'Ile-Ife', lga: 'Ife Central', streets: ['Mayfair Road', 'Lagere Road'], weight: 1 },
  { state: 'EK', city: 'Ado-Ekiti', lga: 'Ado Ekiti', streets: ['Ajilosun Road', 'Fajuyi Road'], weight: 1 },
  { state: 'KT', city: 'Katsina', lga: 'Katsina', streets: ['IBB Way', 'Kano Road'], weight: 1 },
  { state: 'BA', city: 'Bauchi', lga: 'Bauchi', streets: ['Yandoka Road', 'Jos Road'], weight: 1 },
  { state: 'BO', city: 'Maiduguri', lga: 'Maiduguri', streets: ['Baga Road', 'Kashim Ibrahim Way'], weight: 1 },
  { state: 'SO', city: 'Sokoto', lga: 'Sokoto North', streets: ['Sultan Abubakar Road', 'Maiduguri Road'], weight: 1 },
  { state: 'NI', city: 'Minna', lga: 'Chanchaga', streets: ['Paiko Road', 'Bida Road'], weight: 1 },
  { state: 'BE', city: 'Makurdi', lga: 'Makurdi', streets: ['Old Otukpo Road', 'JS Tarka Way'], weight: 1 },
  { state: 'NA', city: 'Lafia', lga: 'Lafia', streets: ['Jos Road', 'Makurdi Road'], weight: 1 },
  { state: 'NA', city: 'Keffi', lga: 'Keffi', streets: ['Abuja Road', 'Emir Palace Road'], weight: 1 },
  { state: 'KO', city: 'Lokoja', lga: 'Lokoja', streets: ['Murtala Mohammed Way', 'IBB Way'], weight: 1 },
  { state: 'GO', city: 'Gombe', lga: 'Gombe', streets: ['Biu Road', 'Bauchi Road'], weight: 1 },
  { state: 'AD', city: 'Yola', lga: 'Yola North', streets: ['Galadima Aminu Way', 'Numan Road'], weight: 1 },
  { state: 'TA', city: 'Jalingo', lga: 'Jalingo', streets: ['Hammaruwa Way', 'Barde Way'], weight: 1 },
  { state: 'EB', city: 'Abakaliki', lga: 'Abakaliki', streets: ['Ogoja Road', 'Afikpo Road'], weight: 1 },
  { state: 'BY', city: 'Yenagoa', lga: 'Yenagoa', streets: ['Mbiama-Yenagoa Road', 'Azikoro Road'], weight: 1 },
  { state: 'JI', city: 'Dutse', lga: 'Dutse', streets: ['Kano Road', 'Sani Abacha Way'], weight: 1 },
  { state: 'KE', city: 'Birnin Kebbi', lga: 'Birnin Kebbi', streets: ['Ahmadu Bello Way', 'Sokoto Road'], weight: 1 },
  { state: 'YO', city: 'Damaturu', lga: 'Damaturu', streets: ['Potiskum Road', 'Maiduguri Road'], weight: 1 },
  { state: 'ZA', city: 'Gusau', lga: 'Gusau', streets: ['Sokoto Road', 'Zaria Road'], weight: 1 },
]

/** The trading places of a Nigerian state named as the platform names it ("Rivers"): real towns, with their LGA and streets. */
export function placesOfState(stateName: string): readonly Place[] {
  const code = COUNTRIES[0]?.states.find(([, name]) => name === stateName)?.[0]
  return PLACES.filter((place) => place.state === code)
}

// ---------- other reference data

export const INDUSTRIES: readonly string[] = [
  'Retail',
  'Pharmacy',
  'Supermarket',
  'Telecoms',
  'Transport',
  'Hospitality',
  'Agriculture',
  'Education',
  'Healthcare',
  'Fuel station',
  'Fashion and textiles',
  'Electronics',
  'Building materials',
  'Food and restaurants',
  'Financial services',
]

export const DOCUMENT_TYPES: ReadonlyArray<{ name: string; required: boolean }> = [
  { name: 'CAC certificate', required: true },
  { name: 'Utility bill', required: false },
  { name: 'Valid ID', required: true },
  { name: 'Passport photograph', required: false },
  { name: 'Guarantor form', required: false },
]

export interface SuperAgentSeed {
  code: string
  name: string
  cbnLicenceNumber: string
  email: string
  phoneNumber: string
  /** Share of merchants onboarded under it. */
  weight: number
  /** Days before the seed's "now" when it was registered. */
  ageDays: number
}

export const SUPER_AGENTS: readonly SuperAgentSeed[] = [
  { code: 'SA-001', name: 'Paycentre Aggregators Ltd', cbnLicenceNumber: 'CBN/SANAP/2018/0042', email: 'support@paycentre.com.ng', phoneNumber: '+2348034567890', weight: 30, ageDays: 760 },
  { code: 'SA-002', name: 'Kudi Networks Nigeria Ltd', cbnLicenceNumber: 'CBN/SANAP/2019/0117', email: 'operations@kudinetworks.ng', phoneNumber: '+2349087654321', weight: 25, ageDays: 752 },
  { code: 'SA-003', name: 'Sahel Agency Network Ltd', cbnLicenceNumber: 'CBN/SANAP/2020/0158', email: 'info@sahelagency.ng', phoneNumber: '+2348065432109', weight: 18, ageDays: 745 },
  { code: 'SA-004', name: 'Arewa Cash Points Ltd', cbnLicenceNumber: 'CBN/SANAP/2021/0203', email: 'info@arewacashpoints.ng', phoneNumber: '+2348139876012', weight: 14, ageDays: 740 },
  { code: 'SA-005', name: 'Niger Delta Reach Aggregators Ltd', cbnLicenceNumber: 'CBN/SANAP/2022/0261', email: 'hello@ndreach.com.ng', phoneNumber: '+2347062345178', weight: 13, ageDays: 735 },
]

export const SECURITY_QUESTIONS: readonly string[] = [
  'What is the name of the primary school you attended?',
  "What is your mother's maiden name?",
  'In which town or village was your father born?',
  'What was the name of your first pet?',
  'What is the name of the street you grew up on?',
  'What was the make of your first car or motorcycle?',
  'What is the middle name of your oldest sibling?',
  'Which city did you first travel to by air?',
]

// ---------- products, product groups, fee schemes, commission groups

export type ProductCode = 'CASH_DEPOSIT' | 'CASH_WITHDRAWAL_CARD' | 'FUNDS_TRANSFER' | 'BILL_ELECTRICITY' | 'BILL_CABLE_TV' | 'AIRTIME' | 'DATA_BUNDLE' | 'ACCOUNT_OPENING' | 'BVN_ENROLMENT'

export interface ProductSeed {
  code: ProductCode
  name: string
  category: 'CashDeposit' | 'CashWithdrawal' | 'FundsTransfer' | 'BillPayment' | 'AirtimeData' | 'AccountOpening' | 'BvnEnrolment'
  description: string
  /** Relative share of transactions. */
  weight: number
}

/** In id order: the product's id is its index + 1. */
export const PRODUCTS: readonly ProductSeed[] = [
  { code: 'CASH_DEPOSIT', name: 'Cash deposit', category: 'CashDeposit', description: 'Cash paid into a bank account at an agent', weight: 14 },
  { code: 'CASH_WITHDRAWAL_CARD', name: 'Cash withdrawal (card/POS)', category: 'CashWithdrawal', description: 'Cash paid out against a debit card on the agent POS', weight: 38 },
  { code: 'FUNDS_TRANSFER', name: 'Funds transfer', category: 'FundsTransfer', description: 'Interbank transfer through NIBSS Instant Payments', weight: 27 },
  { code: 'BILL_ELECTRICITY', name: 'Electricity bill', category: 'BillPayment', description: 'Prepaid and postpaid electricity (all DisCos)', weight: 4 },
  { code: 'BILL_CABLE_TV', name: 'Cable TV subscription', category: 'BillPayment', description: 'DStv, GOtv and StarTimes subscriptions', weight: 2.5 },
  { code: 'AIRTIME', name: 'Airtime top-up', category: 'AirtimeData', description: 'MTN, Airtel, Glo and 9mobile airtime', weight: 8 },
  { code: 'DATA_BUNDLE', name: 'Data bundle', category: 'AirtimeData', description: 'Mobile data plans on all networks', weight: 5 },
  { code: 'ACCOUNT_OPENING', name: 'Account opening', category: 'AccountOpening', description: 'Tier 1 savings account opened at the agent', weight: 1 },
  { code: 'BVN_ENROLMENT', name: 'BVN enrolment', category: 'BvnEnrolment', description: 'Bank Verification Number capture at the agent', weight: 0.5 },
]

export const productId = (code: ProductCode): number => PRODUCTS.findIndex((p) => p.code === code) + 1

export const PRODUCT_GROUPS: ReadonlyArray<{ name: string; description: string; products: readonly ProductCode[]; weight: number }> = [
  {
    name: 'Full service',
    description: 'Every product, for flagship outlets with trained staff and biometric capture',
    products: PRODUCTS.map((p) => p.code),
    weight: 25,
  },
  {
    name: 'Retail outlets',
    description: 'Cash, transfers, bills and airtime for neighbourhood shops',
    products: ['CASH_DEPOSIT', 'CASH_WITHDRAWAL_CARD', 'FUNDS_TRANSFER', 'BILL_ELECTRICITY', 'BILL_CABLE_TV', 'AIRTIME', 'DATA_BUNDLE'],
    weight: 50,
  },
  { name: 'Cash-only kiosks', description: 'Deposits and card withdrawals only', products: ['CASH_DEPOSIT', 'CASH_WITHDRAWAL_CARD'], weight: 15 },
  {
    name: 'Bills and airtime',
    description: 'Bill payments, airtime and data for telecoms and utility resellers',
    products: ['BILL_ELECTRICITY', 'BILL_CABLE_TV', 'AIRTIME', 'DATA_BUNDLE'],
    weight: 10,
  },
]

/** Fee rules keyed by product code (converted to the contract's `productId` shape when stored). */
export type FeeRuleSeed =
  | { type: 'Flat'; amount: number }
  | { type: 'Percentage'; percent: number; capAmount: number | null; minAmount: number | null }
  | { type: 'Banded'; bands: Array<{ upTo: number | null; amount: number }> }

export const FEE_SCHEMES: ReadonlyArray<{ name: string; description: string; status: 'Active' | 'Inactive'; weight: number; rules: Record<ProductCode, FeeRuleSeed> }> = [
  {
    name: 'Standard retail',
    description: 'Default tariff for neighbourhood outlets: POS withdrawal bands of the 2025 agent association price lists, CBN transfer bands',
    status: 'Active',
    weight: 45,
    rules: {
      CASH_DEPOSIT: { type: 'Flat', amount: 0 },
      // ₦200 to ₦5,000, ₦250 to ₦10,000, ₦500 to ₦20,000, ₦1,500 to ₦50,000, ₦3,000 above (DOMAIN.md).
      CASH_WITHDRAWAL_CARD: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 20000 },
          { upTo: 1000000, amount: 25000 },
          { upTo: 2000000, amount: 50000 },
          { upTo: 5000000, amount: 150000 },
          { upTo: null, amount: 300000 },
        ],
      },
      FUNDS_TRANSFER: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 1000 },
          { upTo: 5000000, amount: 2500 },
          { upTo: null, amount: 5000 },
        ],
      },
      BILL_ELECTRICITY: { type: 'Flat', amount: 10000 },
      BILL_CABLE_TV: { type: 'Flat', amount: 10000 },
      AIRTIME: { type: 'Flat', amount: 0 },
      DATA_BUNDLE: { type: 'Flat', amount: 0 },
      ACCOUNT_OPENING: { type: 'Flat', amount: 0 },
      BVN_ENROLMENT: { type: 'Flat', amount: 0 },
    },
  },
  {
    name: 'Premium urban',
    description: 'Busy city-centre outlets: higher caps, small deposit fee',
    status: 'Active',
    weight: 25,
    rules: {
      CASH_DEPOSIT: { type: 'Percentage', percent: 0.1, capAmount: 5000, minAmount: 1000 },
      CASH_WITHDRAWAL_CARD: { type: 'Percentage', percent: 0.6, capAmount: 15000, minAmount: 5000 },
      // The CBN Guide to Charges' ceilings: ₦10 to ₦5,000, ₦25 to ₦50,000, ₦50 above.
      FUNDS_TRANSFER: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 1000 },
          { upTo: 5000000, amount: 2500 },
          { upTo: null, amount: 5000 },
        ],
      },
      BILL_ELECTRICITY: { type: 'Flat', amount: 10000 },
      BILL_CABLE_TV: { type: 'Flat', amount: 10000 },
      AIRTIME: { type: 'Flat', amount: 0 },
      DATA_BUNDLE: { type: 'Flat', amount: 0 },
      ACCOUNT_OPENING: { type: 'Flat', amount: 0 },
      BVN_ENROLMENT: { type: 'Flat', amount: 0 },
    },
  },
  {
    name: 'Rural inclusion',
    description: 'Low fees for underserved communities under the CBN financial inclusion drive',
    status: 'Active',
    weight: 20,
    rules: {
      CASH_DEPOSIT: { type: 'Flat', amount: 0 },
      CASH_WITHDRAWAL_CARD: { type: 'Percentage', percent: 0.5, capAmount: 5000, minAmount: 1000 },
      FUNDS_TRANSFER: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 1000 },
          { upTo: 5000000, amount: 2000 },
          { upTo: null, amount: 4000 },
        ],
      },
      BILL_ELECTRICITY: { type: 'Flat', amount: 5000 },
      BILL_CABLE_TV: { type: 'Flat', amount: 5000 },
      AIRTIME: { type: 'Flat', amount: 0 },
      DATA_BUNDLE: { type: 'Flat', amount: 0 },
      ACCOUNT_OPENING: { type: 'Flat', amount: 0 },
      BVN_ENROLMENT: { type: 'Flat', amount: 0 },
    },
  },
  {
    name: 'Cash kiosk flat',
    description: 'Cash-only kiosks: the 2023 association bands, about ₦100 more for every ₦2,500 withdrawn up to ₦20,000',
    status: 'Active',
    weight: 10,
    rules: {
      CASH_DEPOSIT: { type: 'Flat', amount: 5000 },
      CASH_WITHDRAWAL_CARD: {
        type: 'Banded',
        bands: [
          { upTo: 250000, amount: 10000 },
          { upTo: 500000, amount: 20000 },
          { upTo: 750000, amount: 30000 },
          { upTo: 1000000, amount: 40000 },
          { upTo: 1250000, amount: 50000 },
          { upTo: 1500000, amount: 60000 },
          { upTo: 1750000, amount: 70000 },
          { upTo: 2000000, amount: 80000 },
          { upTo: 5000000, amount: 150000 },
          { upTo: null, amount: 300000 },
        ],
      },
      FUNDS_TRANSFER: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 1000 },
          { upTo: 5000000, amount: 2500 },
          { upTo: null, amount: 5000 },
        ],
      },
      BILL_ELECTRICITY: { type: 'Flat', amount: 10000 },
      BILL_CABLE_TV: { type: 'Flat', amount: 10000 },
      AIRTIME: { type: 'Flat', amount: 0 },
      DATA_BUNDLE: { type: 'Flat', amount: 0 },
      ACCOUNT_OPENING: { type: 'Flat', amount: 0 },
      BVN_ENROLMENT: { type: 'Flat', amount: 0 },
    },
  },
  {
    name: 'Legacy 2024 tariff',
    description: 'Retired tariff kept for reference',
    status: 'Inactive',
    weight: 0,
    rules: {
      CASH_DEPOSIT: { type: 'Flat', amount: 0 },
      CASH_WITHDRAWAL_CARD: { type: 'Percentage', percent: 0.75, capAmount: 20000, minAmount: 5000 },
      FUNDS_TRANSFER: {
        type: 'Banded',
        bands: [
          { upTo: 500000, amount: 1075 },
          { upTo: 5000000, amount: 2688 },
          { upTo: null, amount: 5375 },
        ],
      },
      BILL_ELECTRICITY: { type: 'Flat', amount: 10000 },
      BILL_CABLE_TV: { type: 'Flat', amount: 10000 },
      AIRTIME: { type: 'Flat', amount: 0 },
      DATA_BUNDLE: { type: 'Flat', amount: 0 },
      ACCOUNT_OPENING: { type: 'Flat', amount: 0 },
      BVN_ENROLMENT: { type: 'Flat', amount: 0 },
    },
  },
]

type Shares = readonly [agent: number, superAgent: number, platform: number]

export const COMMISSION_GROUPS: ReadonlyArray<{ name: string; description: string; weight: number; shares: Shares; overrides?: Partial<Record<ProductCode, Shares>> }> = [
  { name: 'Standard 50/30/20 split', description: 'Default sharing for neighbourhood outlets', weight: 50, shares: [50, 30, 20] },
  {
    name: 'Agent-first 60/25/15',
    description: 'Rewards high-volume agents; bills keep more for the platform',
    weight: 25,
    shares: [60, 25, 15],
    overrides: { BILL_ELECTRICITY: [45, 25, 30], BILL_CABLE_TV: [45, 25, 30] },
  },
  { name: 'Network builder 40/40/20', description: 'Super agents that recruit and supervise rural agents', weight: 15, shares: [40, 40, 20] },
  { name: 'Partner banks 47.5/32.5/20', description: 'Outlets co-branded with partner banks', weight: 10, shares: [47.5, 32.5, 20] },
]

// ---------- roles

export interface RoleSeed {
  name: string
  description: string
  clientType: 'Admin' | 'Merchant' | 'Agent'
  /** Which (group, action) pairs it holds. */
  grants: (group: string, action: string) => boolean
}

// Revealing personal data is not reading records: only the roles that need it hold it (Compliance Officer, Super Admin).
const isView = (action: string) => action === 'View' || (action.startsWith('View ') && action !== 'View Personal Data')
const has = (pairs: ReadonlyArray<readonly [string, string]>) => (group: string, action: string) => pairs.some(([g, a]) => g === group && a === action)

export const ROLES: readonly RoleSeed[] = [
  { name: 'Super Admin', description: 'Full access to every function of the back office', clientType: 'Admin', grants: () => true },
  {
    name: 'Operations Officer',
    description: 'Maker: onboards and maintains merchants, agents, product groups, fee schemes and commission groups',
    clientType: 'Admin',
    grants: (group, action) =>
      ['Merchant', 'Agent', 'Product Group', 'Fee Scheme', 'Commission Group', 'Dashboard', 'Analytics', 'Report'].includes(group) ||
      (group === 'Approval' && action === 'View Approval') ||
      (group === 'Case' && action === 'View Case'),
  },
  {
    name: 'Supervisor',
    description: 'Checker: approves or rejects requests and sees everything',
    clientType: 'Admin',
    grants: (group, action) => isView(action) || (group === 'Approval' && action === 'Approve Request'),
  },
  { name: 'Auditor', description: 'Read-only access to the audit trail, approvals, reports and records', clientType: 'Admin', grants: (_group, action) => isView(action) },
  {
    name: 'Customer Support',
    description: 'Handles customer disputes and looks up merchants, agents and transactions',
    clientType: 'Admin',
    grants: has([
      ['Case', 'View Case'],
      ['Case', 'Manage Case'],
      ['Merchant', 'View Merchant'],
      ['Agent', 'View Agent'],
      ['Report', 'View Transaction Report'],
      ['Dashboard', 'View Dashboard'],
    ]),
  },
  {
    name: 'Compliance Officer',
    description: 'KYC and AML reviews of merchants and agents: verifies identities by revealing a BVN or NIN, on the record',
    clientType: 'Admin',
    grants: has([
      ['Personal Data', 'View Personal Data'],
      ['Merchant', 'View Merchant'],
      ['Agent', 'View Agent'],
      ['Approval', 'View Approval'],
      ['Audit', 'View Audit'],
      ['Report', 'View Transaction Report'],
      ['Report', 'View Agent Report'],
      ['Case', 'View Case'],
      ['Dashboard', 'View Dashboard'],
    ]),
  },
  {
    name: 'Merchant Owner',
    description: "Merchant's administrator: manages the merchant's agents and sees its reports",
    clientType: 'Merchant',
    grants: has([
      ['Dashboard', 'View Dashboard'],
      ['Agent', 'View Agent'],
      ['Agent', 'Create Agent'],
      ['Agent', 'Enable/Disable Agent'],
      ['Report', 'View Transaction Report'],
      ['Report', 'View Commission Report'],
      ['Report', 'View Agent Report'],
    ]),
  },
  {
    name: 'Merchant Accountant',
    description: "Reconciles the merchant's transactions and commissions",
    clientType: 'Merchant',
    grants: has([
      ['Dashboard', 'View Dashboard'],
      ['Report', 'View Transaction Report'],
      ['Report', 'View Commission Report'],
    ]),
  },
  {
    name: 'Agent Operator',
    description: "Runs an outlet's POS and sees its own transactions",
    clientType: 'Agent',
    grants: has([
      ['Dashboard', 'View Dashboard'],
      ['Report', 'View Transaction Report'],
    ]),
  },
]

/** One line per permission, for the permission catalogue's descriptions. */
export function permissionDescription(group: string, action: string): string {
  const specific: Record<string, string> = {
    'Dashboard/View Dashboard': 'See the dashboard totals and charts',
    'Analytics/View Analytics': 'See the analytics views of transactions and revenue',
    'Merchant/Create Merchant': 'Onboard a merchant under a super agent',
    'Merchant/View Merchant': 'List and open merchants with their documents and configuration',
    'Merchant/Update Merchant': "Change a merchant's details, documents and configuration",
    'Merchant/Delete Merchant': 'Delete a merchant',
    'Merchant/Enable/Disable Merchant': 'Enable or disable a merchant',
    'Agent/Create Agent': 'Register an agent outlet under a merchant',
    'Agent/View Agent': 'List and open agents',
    'Agent/Update Agent': "Change an agent's record: identity, outlet location, terminal and cash-out limit",
    'Agent/Enable/Disable Agent': 'Enable or disable an agent',
    'Approval/View Approval': 'List and open approval requests',
    'Approval/Approve Request': 'Approve or reject approval requests made by others',
    'Approval/Update Approvable Permission': 'Choose which roles must approve which actions',
    'Approval/View Approvable Permission': 'See which actions need approval and by whom',
    'Audit/View Audit': 'Search the audit trail',
    'Report/View Commission Report': 'See fees and commission shares',
    'Report/View Transaction Report': 'Search and export transactions',
    'Report/View Agent Report': 'See agent activity',
    'System Configuration/View System Configuration': 'See the password, lockout, session and MFA settings',
    'System Configuration/Update System Configuration': 'Change the password, lockout, session and MFA settings',
    'Security Question/Create Security Question': 'Add security questions',
    'Security Question/Reset Security Question': "Reset a user's security answers",
    'Case/View Case': 'List and open dispute cases',
    'Case/Manage Case': 'Raise, assign, comment on and resolve dispute cases',
    'User/Change Status': "Activate or deactivate a user's account",
    'Personal Data/View Personal Data': 'Reveal a full BVN or NIN of an agent, a merchant or an approval request, one at a time and on the audit trail',
  }
  const known = specific[`${group}/${action}`]
  if (known) return known
  const noun = group.toLowerCase()
  const verbs: Record<string, string> = {
    Create: `Create a ${noun}`,
    View: `List and open ${noun}s`,
    Update: `Change a ${noun}`,
    Delete: `Delete a ${noun}`,
  }
  return verbs[action] ?? `${action} (${group})`
}

// ---------- people

export const DEMO_USERS: ReadonlyArray<{ username: string; role: string; firstName: string; lastName: string; phoneNumber: string; multiFactorEnabled?: boolean }> = [
  { username: 'admin', role: 'Super Admin', firstName: 'Adaeze', lastName: 'Okonkwo', phoneNumber: '+2348031234501' },
  { username: 'maker', role: 'Operations Officer', firstName: 'Emeka', lastName: 'Nwosu', phoneNumber: '+2348061234502' },
  { username: 'checker', role: 'Supervisor', firstName: 'Aisha', lastName: 'Bello', phoneNumber: '+2348021234503' },
  { username: 'checker2', role: 'Supervisor', firstName: 'Tunde', lastName: 'Bakare', phoneNumber: '+2348091234504' },
  { username: 'auditor', role: 'Auditor', firstName: 'Ngozi', lastName: 'Eze', phoneNumber: '+2348051234505' },
  { username: 'support', role: 'Customer Support', firstName: 'Ibrahim', lastName: 'Musa', phoneNumber: '+2347031234506' },
  { username: 'mfa.admin', role: 'Super Admin', firstName: 'Funmilayo', lastName: 'Adeyemi', phoneNumber: '+2348171234507', multiFactorEnabled: true },
  { username: 'compliance', role: 'Compliance Officer', firstName: 'Hauwa', lastName: 'Garba', phoneNumber: '+2348141234508' },
]

export const STAFF_ROLES: ReadonlyArray<readonly [role: string, weight: number]> = [
  ['Operations Officer', 8],
  ['Customer Support', 6],
  ['Supervisor', 4],
  ['Compliance Officer', 3],
  ['Auditor', 2],
  ['Super Admin', 1],
]

export const FIRST_NAMES: readonly string[] = [
  // Igbo
  'Chukwudi',
  'Nkechi',
  'Chidinma',
  'Obinna',
  'Ifeoma',
  'Chinedu',
  'Uchenna',
  'Amaka',
  'Ikenna',
  'Ngozi',
  'Chiamaka',
  'Emeka',
  'Nnamdi',
  'Adaobi',
  'Kelechi',
  'Chioma',
  'Ebuka',
  'Onyeka',
  'Somto',
  'Ugochi',
  // Yoruba
  'Tunde',
  'Funmilayo',
  'Adebayo',
  'Yetunde',
  'Olumide',
  'Bukola',
  'Segun',
  'Titilayo',
  'Kayode',
  'Folake',
  'Damilola',
  'Oluwaseun',
  'Temitope',
  'Babatunde',
  'Adeola',
  'Gbenga',
  'Ronke',
  'Wale',
  'Bisi',
  'Femi',
  // Hausa / Fulani
  'Musa',
  'Aisha',
  'Ibrahim',
  'Fatima',
  'Abubakar',
  'Zainab',
  'Usman',
  'Hauwa',
  'Sani',
  'Hadiza',
  'Yusuf',
  'Amina',
  'Aliyu',
  'Halima',
  'Bashir',
  'Maryam',
  'Garba',
  'Khadija',
  'Nasiru',
  'Rakiya',
  // Others
  'Efosa',
  'Osagie',
  'Ebiere',
  'Tamuno',
  'Ekaette',
  'Aniekan',
  'Terhemba',
  'Ene',
  'Ovie',
  'Ejiro',
  'Boma',
  'Ifiok',
  'Dooshima',
  'Nengi',
  'Godwin',
  'Blessing',
  'Patience',
  'Emmanuel',
  'Joy',
  'Samuel',
]

export const LAST_NAMES: readonly string[] = [
  'Okonkwo',
  'Eze',
  'Nwosu',
  'Okafor',
  'Obi',
  'Nwachukwu',
  'Okeke',
  'Onyekachi',
  'Chukwu',
  'Uzo',
  'Anyanwu',
  'Ibe',
  'Mbah',
  'Onuoha',
  'Ezeh',
  'Agu',
  'Nnadi',
  'Okoro',
  'Igwe',
  'Udeh',
  'Adeyemi',
  'Bakare',
  'Ogunleye',
  'Adebayo',
  'Olawale',
  'Afolabi',
  'Oyelaran',
  'Balogun',
  'Akinola',
  'Ogunbiyi',
  'Adewale',
  'Fashola',
  'Olatunji',
  'Ajayi',
  'Oladipo',
  'Adeleke',
  'Salami',
  'Coker',
  'Onabanjo',
  'Ayoola',
  'Bello',
  'Musa',
  'Abdullahi',
  'Mohammed',
  'Sule',
  'Danjuma',
  'Lawal',
  'Yakubu',
  'Garba',
  'Umar',
  'Aliyu',
  'Shehu',
  'Idris',
  'Dikko',
  'Tanko',
  'Bala',
  'Haruna',
  'Jibril',
  'Kabiru',
  'Sanusi',
  'Osagie',
  'Iyamu',
  'Ekpo',
  'Bassey',
  'Etim',
  'Akpan',
  'Iorliam',
  'Agbo',
  'Ogbu',
  'Omoregie',
  'Edet',
  'Orji',
  'Ikpeba',
  'Dokubo',
  'Amadi',
  'Ojo',
  'Efe',
  'Odili',
  'Iroegbu',
  'Ukpabi',
]

export const OWNER_TITLES: readonly string[] = ['Mama', 'Alhaji', 'Chief', 'Iya', 'Baba', 'Madam', 'Hajiya', 'Papa', 'Brother', 'Mallam']

/** Business name endings per industry (by INDUSTRIES name), with their legal form. */
export const BUSINESS_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  Retail: ['Ventures', 'Stores', 'Enterprises', 'General Merchandise', 'Trading Company', 'Global Concepts'],
  Pharmacy: ['Pharmacy', 'Chemists', 'Pharmaceuticals', 'Medicine Store'],
  Supermarket: ['Supermarket', 'Mega Mart', 'Superstores', 'Mini Mart'],
  Telecoms: ['Communications', 'Phones and Accessories', 'Telecom Services', 'Mobile World'],
  Transport: ['Motors', 'Logistics', 'Transport Services', 'Travels and Tours'],
  Hospitality: ['Hotel and Suites', 'Guest House', 'Lounge', 'Event Centre'],
  Agriculture: ['Agro Services', 'Farms', 'Agro-Allied Ventures', 'Feeds and Grains'],
  Education: ['Academy', 'Bookshop', 'Schools', 'Learning Centre'],
  Healthcare: ['Clinic', 'Medical Centre', 'Diagnostics', 'Maternity Home'],
  'Fuel station': ['Petroleum', 'Oil and Gas', 'Filling Station', 'Energy'],
  'Fashion and textiles': ['Fabrics', 'Fashion House', 'Boutique', 'Textiles'],
  Electronics: ['Electronics', 'Digital World', 'Computers', 'Electricals'],
  'Building materials': ['Building Materials', 'Hardware', 'Cement Depot', 'Tiles and Sanitary'],
  'Food and restaurants': ['Kitchen', 'Restaurant', 'Foods', 'Bukka'],
  'Financial services': ['Cash Point', 'Money Services', 'Business Hub', 'POS Centre'],
}

export const INDUSTRY_WEIGHTS: Readonly<Record<string, number>> = {
  Retail: 30,
  Pharmacy: 8,
  Supermarket: 8,
  Telecoms: 10,
  Transport: 4,
  Hospitality: 3,
  Agriculture: 4,
  Education: 2,
  Healthcare: 3,
  'Fuel station': 4,
  'Fashion and textiles': 5,
  Electronics: 5,
  'Building materials': 4,
  'Food and restaurants': 5,
  'Financial services': 15,
}

export const COMPANY_FORMS: ReadonlyArray<readonly [suffix: string, businessType: string, rcPrefix: 'RC' | 'BN' | 'IT', weight: number]> = [
  ['', 'SoleProprietorship', 'BN', 50],
  [' Nigeria Ltd', 'LimitedLiabilityCompany', 'RC', 18],
  [' Ltd', 'LimitedLiabilityCompany', 'RC', 22],
  [' and Sons', 'Partnership', 'BN', 6],
  [' Cooperative', 'Cooperative', 'RC', 2],
  [' Foundation', 'IncorporatedTrustee', 'IT', 2],
]

/** Mobile number prefixes of the networks (after +234). */
export const PHONE_PREFIXES: readonly string[] = [
  '803',
  '806',
  '813',
  '816',
  '703',
  '706',
  '903',
  '906',
  '802',
  '808',
  '812',
  '708',
  '902',
  '805',
  '807',
  '815',
  '705',
  '905',
  '809',
  '817',
  '818',
  '909',
]

export const EMAIL_DOMAINS: readonly string[] = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'yahoo.co.uk']

export const USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
]

/** Nigerian ISP address prefixes (MTN, Airtel, Glo, MainOne, Spectranet...). */
export const IP_PREFIXES: readonly string[] = ['102.89', '197.210', '105.112', '129.205', '41.190', '154.113', '41.58', '197.211']

// ---------- transaction flavour

export const DISCOS: readonly string[] = ['IKEDC', 'EKEDC', 'AEDC', 'PHED', 'KEDCO', 'IBEDC', 'EEDC', 'BEDC', 'JED', 'KAEDCO']

export const CABLE_PLANS: ReadonlyArray<readonly [name: string, naira: number, weight: number]> = [
  ['GOtv Smallie', 1900, 8],
  ['GOtv Jinja', 3900, 10],
  ['GOtv Jolli', 5800, 8],
  ['GOtv Max', 8500, 6],
  ['DStv Padi', 4400, 6],
  ['DStv Yanga', 6000, 6],
  ['DStv Confam', 11000, 6],
  ['DStv Compact', 19000, 5],
  ['DStv Compact Plus', 30000, 2],
  ['DStv Premium', 44500, 1],
  ['StarTimes Nova', 1900, 3],
  ['StarTimes Basic', 3700, 3],
]

export const NETWORKS: ReadonlyArray<readonly [name: string, prefixes: readonly string[], weight: number]> = [
  ['MTN', ['0803', '0806', '0813', '0816', '0703', '0706', '0903', '0906'], 50],
  ['Airtel', ['0802', '0808', '0812', '0708', '0902'], 27],
  ['Glo', ['0805', '0807', '0815', '0705', '0905'], 17],
  ['9mobile', ['0809', '0817', '0818', '0909'], 6],
]

export const AIRTIME_NAIRA: ReadonlyArray<readonly [naira: number, weight: number]> = [
  [100, 15],
  [200, 20],
  [500, 25],
  [1000, 20],
  [1500, 6],
  [2000, 8],
  [3000, 3],
  [5000, 3],
]

export const DATA_PLANS: ReadonlyArray<readonly [name: string, naira: number, weight: number]> = [
  ['500MB', 350, 10],
  ['1GB', 500, 18],
  ['1.5GB', 1000, 20],
  ['3GB', 1500, 16],
  ['6GB', 2500, 12],
  ['10GB', 3500, 10],
  ['20GB', 5500, 8],
  ['40GB', 10000, 6],
]

export const FAILURE_CODES: ReadonlyArray<readonly [code: string, reason: string, weight: number]> = [
  ['51', 'insufficient funds', 40],
  ['91', 'issuer or switch inoperative', 20],
  ['55', 'incorrect PIN', 12],
  ['96', 'system malfunction', 10],
  ['61', 'exceeds withdrawal limit', 8],
  ['05', 'do not honour', 6],
  ['57', 'transaction not permitted to cardholder', 4],
]

export const CASE_TEMPLATES: ReadonlyArray<{
  category: 'NoCashDispensed' | 'DoubleDebit' | 'FailedTransfer' | 'ReversalDelay' | 'AgentMisconduct' | 'Other'
  product: ProductCode | null
  statuses: readonly string[]
  titles: readonly string[]
  describe: (ctx: { amount: string; bank: string; agent: string; days: number }) => string
  weight: number
}> = [
  {
    category: 'NoCashDispensed',
    product: 'CASH_WITHDRAWAL_CARD',
    statuses: ['Successful', 'Reversed', 'Failed'],
    titles: ['Customer debited, no cash dispensed', 'Debited but agent paid no cash', 'POS withdrawal: account debited, no cash'],
    describe: (c) => `Customer's ${c.bank} account was debited ${c.amount} but agent ${c.agent} gave no cash; the POS printed a declined slip.`,
    weight: 9,
  },
  {
    category: 'DoubleDebit',
    product: 'FUNDS_TRANSFER',
    statuses: ['Successful'],
    titles: ['Double debit on transfer', 'Transfer debited twice', 'Customer charged twice for one transfer'],
    describe: (c) => `Customer says the ${c.amount} transfer was debited twice from their ${c.bank} account; the beneficiary received it once.`,
    weight: 6,
  },
  {
    category: 'FailedTransfer',
    product: 'FUNDS_TRANSFER',
    statuses: ['Failed', 'Pending'],
    titles: ['Transfer failed but customer debited', 'Beneficiary not credited', 'Transfer pending, beneficiary not credited'],
    describe: (c) => `Transfer of ${c.amount} shows as not completed at the agent, but the customer's ${c.bank} account was debited.`,
    weight: 6,
  },
  {
    category: 'ReversalDelay',
    product: null,
    statuses: ['Reversed', 'Pending'],
    titles: ['Reversal not received', 'Reversal delayed beyond 24 hours', 'Customer awaiting reversal'],
    describe: (c) => `The ${c.amount} transaction was reversed by the switch ${c.days} day(s) ago but the customer has not been credited by ${c.bank}.`,
    weight: 4,
  },
  {
    category: 'AgentMisconduct',
    product: null,
    statuses: [],
    titles: ['Agent charging above approved fees', 'Agent refused to pay out cash', 'Rude conduct at agent outlet'],
    describe: (c) => `Customer reports that agent ${c.agent} demanded an extra charge on top of the approved fee and refused to issue a receipt.`,
    weight: 3,
  },
  {
    category: 'Other',
    product: 'BILL_ELECTRICITY',
    statuses: ['Successful'],
    titles: ['Electricity token not received', 'Prepaid meter token not delivered'],
    describe: (c) => `Customer paid ${c.amount} for prepaid electricity at agent ${c.agent} but no token was delivered by SMS or on the receipt.`,
    weight: 2,
  },
]

export const CASE_COMMENTS: readonly string[] = [
  'Called the customer and confirmed the details of the complaint.',
  'Requested the EJ (electronic journal) log from the terminal provider.',
  'Raised a dispute with the issuing bank through the NIBSS portal.',
  'Agent confirms the POS showed a declined message; awaiting switch confirmation.',
  'Switch confirms the transaction was approved; escalating to settlement.',
  'Customer sent a screenshot of the debit alert.',
  'Agent visited by the field officer; statement recorded.',
  'Settlement team confirms the amount is in the suspense account.',
  'Reminder sent to the issuing bank; no response yet.',
]

export const CASE_RESOLUTIONS: ReadonlyArray<readonly [outcome: 'CustomerRefunded' | 'NoFaultFound' | 'ReversalCompleted' | 'Escalated', text: string]> = [
  ['CustomerRefunded', "Amount refunded to the customer's account after settlement review."],
  ['ReversalCompleted', 'Reversal completed by the issuing bank; customer confirmed the credit.'],
  ['NoFaultFound', 'Switch and terminal logs show the transaction completed and cash was paid; customer informed.'],
  ['Escalated', 'Escalated to the super agent for field investigation; agent placed under review.'],
]
