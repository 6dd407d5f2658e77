import { type Executor, passwordAttempts, type passwordCheckKinds, queryRows } from '@pb/db'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'

export type PasswordCheckKind = (typeof passwordCheckKinds)[number]

/** One password check: what it guards and whose it is (see `passwordAttempts.subject`). */
export interface PasswordCheck {
  kind: PasswordCheckKind
  subject: string
}

export const attemptLimits = {
  windowMs: 15 * 60_000,
  /** Attempts per account from one address: the guessing address alone is refused. */
  perAccountAndAddress: 5,
  /** Attempts per address across accounts. */
  perAddress: 20,
  /**
   * Attempts per account from every address only slow the next check down (1 s, doubling, at most
   * 8 s): an outsider can make the owner wait, never lock them out.
   */
  accountDelayAfter: 5,
  accountDelayStartMs: 1_000,
  accountDelayMaxMs: 8_000,
  /**
   * Second-factor codes per account from every address: whoever tries them already holds the
   * password, so the account itself is capped, not only slowed down.
   */
  perAccountCodes: 5,
}

const refusals: Record<PasswordCheckKind, string> = {
  login: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  point_password: '포인트 전환 비밀번호를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
  password_change: '현재 비밀번호를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
  totp: '인증 코드를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
}

/** The subject of a sign-in: login ids are case-free, so `ADMIN` and `admin` share one count. */
export const loginSubject = (loginId: string) => loginId.trim().toLowerCase()

/** How long a check waits when the account already has `attempts` unsettled attempts on record. */
export function accountDelayMs(attempts: number): number {
  const { accountDelayAfter, accountDelayStartMs, accountDelayMaxMs } = attemptLimits
  if (attempts < accountDelayAfter) return 0
  return Math.min(accountDelayMaxMs, accountDelayStartMs * 2 ** (attempts - accountDelayAfter))
}

/**
 * Records an attempt before its password is checked, so attempts still in flight count. Attempts
 * from one address (for codes: on one account) are serialised by a transaction lock, which makes the
 * counts that refuse exact under any concurrency. A refused attempt is not recorded. Answers the
 * account's earlier attempts.
 */
async function claimAttempt(ctx: UseCaseContext, { kind, subject }: PasswordCheck): Promise<number> {
  const now = ctx.clock.now()
  const since = new Date(now.getTime() - attemptLimits.windowMs)
  const { ip } = ctx
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`password-attempt:${kind}:${kind === 'totp' ? subject : ip}`}, 0))`,
    )
    const [counts] = await queryRows<{ here: number; address: number; account: number }>(
      tx,
      sql`select count(*) filter (where subject = ${subject} and ip = ${ip})::int as here,
                 count(*) filter (where ip = ${ip})::int as address,
                 count(*) filter (where subject = ${subject})::int as account
          from password_attempts
          where kind = ${kind} and created_at > ${since.toISOString()}::timestamptz
            and (ip = ${ip} or subject = ${subject})`,
    )
    if (
      Number(counts?.here) >= attemptLimits.perAccountAndAddress ||
      Number(counts?.address) >= attemptLimits.perAddress ||
      (kind === 'totp' && Number(counts?.account) >= attemptLimits.perAccountCodes)
    ) {
      throw new DomainError('RATE_LIMITED', refusals[kind])
    }
    await tx.insert(passwordAttempts).values({ kind, subject, ip, createdAt: now })
    return Number(counts?.account)
  })
}

/**
 * The one way a password (or code) is checked: counted first, delayed while the account is under
 * attack, then verified. The right one settles this address's attempts on the account; a wrong one
 * stays on record for the window.
 */
export async function limitedPasswordCheck(
  ctx: UseCaseContext,
  check: PasswordCheck,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const delay = accountDelayMs(await claimAttempt(ctx, check))
  if (delay > 0) await Bun.sleep(delay)
  const ok = await verify()
  if (ok) {
    await ctx.db
      .delete(passwordAttempts)
      .where(
        and(
          eq(passwordAttempts.kind, check.kind),
          eq(passwordAttempts.subject, check.subject),
          eq(passwordAttempts.ip, ctx.ip),
        ),
      )
  }
  return ok
}

/** Drops every attempt on a deleted user's account, so a later user of the same id starts clean. */
export async function forgetAttempts(executor: Executor, user: { id: number; loginId: string }) {
  await executor
    .delete(passwordAttempts)
    .where(
      or(
        and(eq(passwordAttempts.kind, 'login'), eq(passwordAttempts.subject, loginSubject(user.loginId))),
        and(ne(passwordAttempts.kind, 'login'), eq(passwordAttempts.subject, String(user.id))),
      ),
    )
}
