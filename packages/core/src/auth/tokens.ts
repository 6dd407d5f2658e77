import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A bearer token `<id>.<secret>`: the id finds the row, only SHA-256(secret) is stored. */
export interface IssuedToken {
  id: string
  token: string
  secretHash: string
}

export function issueToken(): IssuedToken {
  const id = randomBytes(16).toString('hex')
  const secret = randomBytes(32).toString('base64url')
  return { id, token: `${id}.${secret}`, secretHash: hashSecret(secret) }
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function parseToken(token: string): { id: string; secret: string } | null {
  const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token)
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return presented.length === stored.length && timingSafeEqual(presented, stored)
}
