import { type Db, passwordAttempts } from '@pb/db'
import { and, count, eq, gt } from 'drizzle-orm'
import { DomainError } from '../errors'

export const totpLimits = { windowMs: 15 * 60_000, perUser: 5 }

/**
 * Runs one check of a second-factor code under the limit of wrong codes per user. The attempt is
 * recorded before the check and counted with every other in flight, so parallel guesses cannot pass
 * the limit; a right code clears the user's attempts.
 */
export async function limitTotpAttempts<T>(
  db: Db,
  subject: { userId: number; ip: string; now: Date },
  check: () => Promise<T | null>,
): Promise<T> {
  const key = String(subject.userId)
  await db
    .insert(passwordAttempts)
    .values({ kind: 'totp', subject: key, ip: subject.ip, createdAt: subject.now })
  const since = new Date(subject.now.getTime() - totpLimits.windowMs)
  const [recent] = await db
    .select({ n: count() })
    .from(passwordAttempts)
    .where(
      and(
        eq(passwordAttempts.kind, 'totp'),
        eq(passwordAttempts.subject, key),
        gt(passwordAttempts.createdAt, since),
      ),
    )
  if (Number(recent?.n) > totpLimits.perUser) throw new DomainError('RATE_LIMITED')
  const result = await check()
  if (result === null) throw new DomainError('TOTP_INVALID')
  await db
    .delete(passwordAttempts)
    .where(and(eq(passwordAttempts.kind, 'totp'), eq(passwordAttempts.subject, key)))
  return result
}
