import { type Executor, loginFailures } from '@pb/db'
import { and, count, eq, gt } from 'drizzle-orm'
import { DomainError } from '../errors'

export const loginLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perIp: 20,
}

/** Refuses a sign-in while the account or the IP has too many recent failures. */
export async function assertLoginAllowed(executor: Executor, loginId: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - loginLimits.windowMs)
  const [byAccount] = await executor
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.loginId, loginId), gt(loginFailures.createdAt, since)))
  const [byIp] = await executor
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)))
  if (Number(byAccount?.n) >= loginLimits.perAccount || Number(byIp?.n) >= loginLimits.perIp) {
    throw new DomainError('RATE_LIMITED')
  }
}

export async function recordLoginFailure(executor: Executor, loginId: string, ip: string, now: Date) {
  await executor.insert(loginFailures).values({ loginId, ip, createdAt: now })
}

export async function clearLoginFailures(executor: Executor, loginId: string) {
  await executor.delete(loginFailures).where(eq(loginFailures.loginId, loginId))
}
