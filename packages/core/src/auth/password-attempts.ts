import { type Executor, passwordAttempts, type passwordCheckKinds, queryRows } from '@pb/db'
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError, type RefusalReason } from '../errors'
import { commit } from '../unit-of-work'
import { attemptAddress } from './attempt-address'

type PasswordCheckKind = (typeof passwordCheckKinds)[number]

/** One password check: what it guards and whose it is (see `passwordAttempts.subject`). */
export interface PasswordCheck {
  kind: PasswordCheckKind
  subject: string
  /**
   * A sign-in from a device that signed in to this account before: the nonce of its device token.
   * Such a check counts on the device's own budget only.
   */
  device?: string | null
}

export const attemptLimits = {
  windowMs: 15 * 60_000,
  /** Attempts per account from one address: the guessing address alone is refused. */
  perAccountAndAddress: 5,
  /** Attempts per address across accounts. */
  perAddress: 20,
  /**
   * Sign-ins per account from every address by devices without its device token. Beyond it they are
   * refused before any password is hashed: however many addresses a guesser has, that is all they get.
   */
  perAccountUnknownDevices: 20,
  /** Sign-ins per known device (one with the account's device token): it alone is refused beyond it. */
  perKnownDevice: 5,
  /**
   * Sign-ins per account from all its known devices together: however many tokens a guesser holds
   * (each one has had the password), that is all they get.
   */
  perAccountKnownDevices: 20,
  /**
   * Attempts per account by unknown devices slow the next unknown one down (1 s, doubling, at most
   * 8 s). A known device is never slowed down by them.
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

/** How long an unknown device waits when the account has `attempts` of unknown devices on record. */
export function accountDelayMs(attempts: number): number {
  const { accountDelayAfter, accountDelayStartMs, accountDelayMaxMs } = attemptLimits
  if (attempts < accountDelayAfter) return 0
  return Math.min(accountDelayMaxMs, accountDelayStartMs * 2 ** (attempts - accountDelayAfter))
}

/** Caps per account, from every address, on the attempts of unknown devices. */
const accountCaps: Partial<Record<PasswordCheckKind, number>> = {
  login: attemptLimits.perAccountUnknownDevices,
  totp: attemptLimits.perAccountCodes,
}

/** Which check ran out, so a client can say so in its own language. */
const refusalReasonOf: Record<PasswordCheckKind, RefusalReason> = {
  login: 'tooManyLogins',
  point_password: 'tooManyPointPasswords',
  password_change: 'tooManyPasswordChecks',
  totp: 'tooManyCodes',
}

const refused = (kind: PasswordCheckKind) =>
  new DomainError('RATE_LIMITED', refusals[kind], { reason: refusalReasonOf[kind] })

/** Holds `key` until the transaction ends: claims on one key take turns. */
const lock = (tx: Executor, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)

/**
 * A known device's claim: its own earlier attempts count, and those of all the account's known
 * devices together; unknown devices' do not, and it never waits.
 */
async function claimOnDevice(tx: Executor, { kind, subject }: PasswordCheck, device: string, since: Date) {
  const [counts] = await queryRows<{ device: number; devices: number }>(
    tx,
    sql`select count(*) filter (where device = ${device})::int as device, count(*)::int as devices
        from password_attempts
        where kind = ${kind} and subject = ${subject} and device is not null
          and created_at > ${since.toISOString()}::timestamptz`,
  )
  if (
    Number(counts?.device) >= attemptLimits.perKnownDevice ||
    Number(counts?.devices) >= attemptLimits.perAccountKnownDevices
  )
    throw refused(kind)
  return 0
}

/** An unknown device's claim: counted per account and address, per address and per account. */
async function claimUnknown(tx: Executor, { kind, subject }: PasswordCheck, address: string, since: Date) {
  const [counts] = await queryRows<{ here: number; address: number; account: number }>(
    tx,
    sql`select count(*) filter (where subject = ${subject} and ip = ${address})::int as here,
               count(*) filter (where ip = ${address})::int as address,
               count(*) filter (where subject = ${subject})::int as account
        from password_attempts
        where kind = ${kind} and device is null and created_at > ${since.toISOString()}::timestamptz
          and (ip = ${address} or subject = ${subject})`,
  )
  if (
    Number(counts?.here) >= attemptLimits.perAccountAndAddress ||
    Number(counts?.address) >= attemptLimits.perAddress ||
    Number(counts?.account) >= (accountCaps[kind] ?? Number.POSITIVE_INFINITY)
  ) {
    throw refused(kind)
  }
  return accountDelayMs(Number(counts?.account))
}

/**
 * Records an attempt before its password is checked, so attempts still in flight count. Claims from
 * one address, then on one account, take turns under transaction locks (always in that order, so
 * they cannot deadlock), which makes the counts that refuse exact under any concurrency. A refused
 * attempt is neither recorded nor checked. Answers how long the check waits.
 */
async function claimAttempt(ctx: UseCaseContext, check: PasswordCheck): Promise<number> {
  const now = ctx.clock.now()
  const since = new Date(now.getTime() - attemptLimits.windowMs)
  const address = attemptAddress(ctx.ip)
  const { kind, subject, device = null } = check
  return commit(ctx, async (tx) => {
    await lock(tx, `password-attempt:${kind}:address:${address}`)
    await lock(tx, `password-attempt:${kind}:account:${subject}`)
    const delay = device
      ? await claimOnDevice(tx, check, device, since)
      : await claimUnknown(tx, check, address, since)
    await tx.insert(passwordAttempts).values({ kind, subject, ip: address, device, createdAt: now })
    return delay
  })
}

/**
 * The one way a password (or code) is checked: counted first, delayed while the account is under
 * attack from unknown devices, then verified. The right one settles the attempts of its own device
 * (or, unknown, of its own address) on the account; a wrong one stays on record for the window.
 */
export async function limitedPasswordCheck(
  ctx: UseCaseContext,
  check: PasswordCheck,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const delay = await claimAttempt(ctx, check)
  if (delay > 0) await ctx.clock.sleep(delay)
  const ok = await verify()
  if (ok) {
    const { kind, subject, device } = check
    await ctx.db
      .delete(passwordAttempts)
      .where(
        and(
          eq(passwordAttempts.kind, kind),
          eq(passwordAttempts.subject, subject),
          device
            ? eq(passwordAttempts.device, device)
            : and(eq(passwordAttempts.ip, attemptAddress(ctx.ip)), isNull(passwordAttempts.device)),
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
