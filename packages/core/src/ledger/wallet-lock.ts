import { type Executor, orgs, users, wallets } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'

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
