// Test data: names and numbers no other run of a spec uses, and money as the English screens write it.

/** A short suffix that makes a name unique across runs (base 36 time and a random number). */
export const unique = (length = 8) => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(-length)

/** A random string of digits, the first never 0 (a phone number's or an account's digits). */
export const digits = (length: number) => Array.from({ length }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10))).join('')

/** Kobo as the English screens show naira. */
export const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The smallest valid PDF and PNG: documents a maker uploads. */
export const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n')
export const samplePng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
