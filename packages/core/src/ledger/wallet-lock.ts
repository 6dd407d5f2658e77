import { type Executor, orgs, preparedRows, users, wallets } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { DomainError } from '../errors'
import { suspendedAt } from '../orgs/branch-scope'

/**
 * A member's wallet locked for the rest of the transaction, with their standing and what a request
 * copies from the account. Bets and cashier steps of one member take this lock first, so they run
 * one after another and never read a balance another step is about to change.
 */
export async function lockWallet(tx: Executor, userId: number) {
  const [member] = await tx
    .select({
      money: wallets.money,
      points: wallets.points,
      held: wallets.held,
      statusCode: users.statusCode,
      betBlocked: users.betBlocked,
      selfExcludedUntil: users.selfExcludedUntil,
      loginId: users.loginId,
      name: users.name,
      bankName: users.bankName,
      accountNumber: users.accountNumber,
      accountHolder: users.accountHolder,
      orgId: users.orgId,
      orgPath: orgs.path,
    })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(wallets.userId, userId))
    .for('update', { of: wallets })
    // Prepared: every bet runs it, so the database plans it once per connection.
    .prepare('lock_wallet')
    .execute()
  if (!member) throw new DomainError('NOT_FOUND')
  if (member.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')
  return member
}

export type LockedWallet = Awaited<ReturnType<typeof lockWallet>>

/** What a purchase needs of a locked wallet and its member. */
export interface WalletStanding {
  money: number
  points: number
  statusCode: string
  betBlocked: boolean
  selfExcludedUntil: Date | null
  /** The member's branch now, which a purchase records. */
  orgId: number
  /** Their branch, or one above it, is suspended. */
  branchSuspended: boolean
}

/**
 * Many members' wallets locked at once, in user id order (so two such locks over overlapping members
 * wait for each other instead of deadlocking), with what a purchase checks of each member.
 */
export async function lockWallets(tx: Executor, userIds: number[]): Promise<Map<number, WalletStanding>> {
  const rows = await preparedRows<{
    user_id: number
    money: string
    points: string
    status_code: string
    bet_blocked: boolean
    self_excluded_until: string | null
    org_id: number
    branch_suspended: boolean
  }>(
    tx,
    sql`select w.user_id, w.money::text, w.points::text, u.status_code, u.bet_blocked,
        u.self_excluded_until::text, u.org_id, ${suspendedAt(sql`o.path`)} as branch_suspended
      from wallets w join users u on u.id = w.user_id join orgs o on o.id = u.org_id
      where w.user_id = any(${`{${userIds.join(',')}}`}::int[])
      order by w.user_id for update of w`,
  )
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        money: Number(row.money),
        points: Number(row.points),
        statusCode: row.status_code,
        betBlocked: row.bet_blocked,
        selfExcludedUntil: row.self_excluded_until === null ? null : new Date(row.self_excluded_until),
        orgId: row.org_id,
        branchSuspended: row.branch_suspended,
      },
    ]),
  )
}
