// NUBAN (CBN's Nigeria Uniform Bank Account Number, revised 2020): ten digits, a nine-digit serial
// and a check digit over the institution code and the serial. One place for the PWA's forms and the
// sandbox platform, which refuses an account number that fails it.

/**
 * The check digit: the institution code as 6 digits ("000" before a 3-digit bank code, "9" before
 * a 5-digit one) and the 9-digit serial, weighted 3, 7, 3, 3, 7, 3, … summed; 10 minus the sum
 * modulo 10, and 10 is 0.
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const code = bankCode.length === 3 ? `000${bankCode}` : bankCode.length === 5 ? `9${bankCode}` : bankCode.padStart(6, '0')
  const digits = code + serial
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i % 3 === 1 ? 7 : 3)
  return (10 - (sum % 10)) % 10
}

/** Whether a 10-digit account number is well formed for the bank (its last digit checks its serial). */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3,6}$/.test(bankCode)) return false
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9])
}
