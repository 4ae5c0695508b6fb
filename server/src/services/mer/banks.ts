// CBN bank codes accepted for a merchant's settlement account (commercial, non-interest,
// merchant banks and the large microfinance/mobile-money banks agents settle into).
const banks: Readonly<Record<string, string>> = {
  '023': 'Citibank Nigeria',
  '030': 'Heritage Bank',
  '032': 'Union Bank of Nigeria',
  '033': 'United Bank for Africa',
  '035': 'Wema Bank',
  '044': 'Access Bank',
  '050': 'Ecobank Nigeria',
  '057': 'Zenith Bank',
  '058': 'Guaranty Trust Bank',
  '063': 'Access Bank (Diamond)',
  '068': 'Standard Chartered Bank',
  '070': 'Fidelity Bank',
  '076': 'Polaris Bank',
  '082': 'Keystone Bank',
  '100': 'SunTrust Bank',
  '101': 'Providus Bank',
  '102': 'Titan Trust Bank',
  '103': 'Globus Bank',
  '104': 'Parallex Bank',
  '105': 'PremiumTrust Bank',
  '106': 'Signature Bank',
  '107': 'Optimus Bank',
  '011': 'First Bank of Nigeria',
  '214': 'First City Monument Bank',
  '215': 'Unity Bank',
  '221': 'Stanbic IBTC Bank',
  '232': 'Sterling Bank',
  '301': 'Jaiz Bank',
  '302': 'TAJBank',
  '303': 'Lotus Bank',
  '559': 'Coronation Merchant Bank',
  '50211': 'Kuda Microfinance Bank',
  '50515': 'Moniepoint MFB',
  '999991': 'PalmPay',
  '999992': 'OPay Digital Services',
}

/** The bank's name for a CBN code, or undefined when the code is unknown. */
export function bankName(code: string): string | undefined {
  return Object.hasOwn(banks, code) ? banks[code] : undefined
}

/** Every bank by code, sorted by name. */
export function listBanks(): { code: string; name: string }[] {
  return Object.entries(banks)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
