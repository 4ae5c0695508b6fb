// Password and secret hashing (scrypt), token hashing (sha256) and random tokens.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const COST = 16384

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** "scrypt$N$salt$hash", all base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(secret, salt)
  return `scrypt$${COST}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [scheme, , salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const key = await scryptAsync(secret, Buffer.from(salt, 'base64url'))
  const expected = Buffer.from(hash, 'base64url')
  return expected.length === key.length && timingSafeEqual(expected, key)
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('')
