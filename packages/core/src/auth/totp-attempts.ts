import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { limitedPasswordCheck } from './password-attempts'

/**
 * Runs one check of a second-factor code under the limit of wrong codes per user (kind `totp` of the
 * password checks): `check` answers null for a wrong code, which is `TOTP_INVALID`.
 */
export async function limitTotpAttempts<T>(
  ctx: UseCaseContext,
  userId: number,
  check: () => Promise<T | null>,
): Promise<T> {
  let result: T | null = null
  const ok = await limitedPasswordCheck(ctx, { kind: 'totp', subject: String(userId) }, async () => {
    result = await check()
    return result !== null
  })
  if (!ok || result === null) throw new DomainError('TOTP_INVALID')
  return result
}
