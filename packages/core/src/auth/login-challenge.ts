import { createHmac, timingSafeEqual } from 'node:crypto'
import { type Executor, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import type { Area } from './actor'

export const CHALLENGE_MS = 5 * 60_000

/** The user a challenge was issued to: what the second step of a sign-in works on. */
export interface ChallengedUser {
  id: number
  loginId: string
  roleCode: string
  statusCode: string
  totpSecret: string | null
  totpConfirmedAt: Date | null
  area: Area
}

/**
 * A signature over the user, area and expiry, keyed by the user's password hash: any server instance
 * can check it without storing anything, and a password change voids every challenge in flight.
 */
function signature(passwordHash: string, userId: number, area: Area, expiresMs: number): string {
  return createHmac('sha256', passwordHash)
    .update(`login-challenge:${userId}:${area}:${expiresMs}`)
    .digest('base64url')
}

/** A short-lived token that proves the password was right; it is not a session and opens nothing else. */
export function issueLoginChallenge(
  user: { id: number; passwordHash: string },
  area: Area,
  now: Date,
): string {
  const expiresMs = now.getTime() + CHALLENGE_MS
  return `${user.id}.${area}.${expiresMs}.${signature(user.passwordHash, user.id, area, expiresMs)}`
}

/** The user of a live challenge; a forged, expired or voided one is TOTP_CHALLENGE_INVALID. */
export async function redeemLoginChallenge(
  executor: Executor,
  token: string,
  now: Date,
): Promise<ChallengedUser> {
  const match = /^(\d{1,10})\.(admin|member)\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) throw new DomainError('TOTP_CHALLENGE_INVALID')
  const [, id, area, expires, presented] = match as unknown as [string, string, Area, string, string]
  const userId = Number(id)
  const expiresMs = Number(expires)
  const [user] = await executor
    .select({
      id: users.id,
      loginId: users.loginId,
      passwordHash: users.passwordHash,
      roleCode: users.roleCode,
      statusCode: users.statusCode,
      totpSecret: users.totpSecret,
      totpConfirmedAt: users.totpConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  const expected = user ? Buffer.from(signature(user.passwordHash, userId, area, expiresMs)) : undefined
  const given = Buffer.from(presented)
  if (!user || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new DomainError('TOTP_CHALLENGE_INVALID')
  if (expiresMs <= now.getTime()) throw new DomainError('TOTP_CHALLENGE_INVALID')
  if (user.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')
  const { passwordHash: _, ...rest } = user
  return { ...rest, area }
}
