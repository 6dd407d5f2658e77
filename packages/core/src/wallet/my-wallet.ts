import { type Executor, wallets } from '@pb/db'
import { eq } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'

/** A user's balances as they stand. */
export async function walletOf(executor: Executor, userId: number) {
  const [wallet] = await executor.select().from(wallets).where(eq(wallets.userId, userId))
  if (!wallet) throw new DomainError('NOT_FOUND')
  return wallet
}

/** The member's own balances (GET /users/wallet, docs/product.md §7.1). */
export async function myWallet(ctx: UseCaseContext) {
  const wallet = await walletOf(ctx.db, requireMember(ctx).userId)
  return { moneyBal: wallet.money, pointBal: wallet.points, heldBal: wallet.held }
}
