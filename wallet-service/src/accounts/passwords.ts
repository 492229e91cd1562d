import argon2 from 'argon2'
import { randomBytes } from 'node:crypto'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS)

let decoyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. With no hash (unknown or unverified account) it still
 * spends the same work on a decoy, so response time does not tell which accounts exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await argon2.verify(await decoyHash, password).catch(() => false)
    return false
  }
  return argon2.verify(storedHash, password).catch(() => false)
}
