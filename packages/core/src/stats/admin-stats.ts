import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { adjustmentSums, approvedSums, betSums, only, walletSums } from './figures'
import { kstRangeOf, kstToday } from './periods'
import type { AdminStatsInput } from './schemas'
import { statsScope } from './scope'
import { readSnapshot } from './snapshot'

/**
 * The console's summary bar (docs/product.md §3.5) over the administrator's subtree, for today (KST)
 * or a range of KST days: approved top-ups and withdrawals by the day they were approved, administrator
 * adjustments apart, bets by the day they were placed, and the wallets as they are now.
 */
export async function adminStats(ctx: UseCaseContext, input: AdminStatsInput) {
  const actor = requireAdmin(ctx)
  const today = kstToday(ctx.clock.now())
  const range = kstRangeOf(input.startDate ?? input.endDate ?? today, input.endDate ?? today)
  const scope = await statsScope(ctx, actor)
  const [approved, adjustments, placed, wallets] = await Promise.all([
    readSnapshot(ctx, async (tx) => only(await approvedSums(tx, scope, range, 'all'))),
    readSnapshot(ctx, async (tx) => only(await adjustmentSums(tx, scope, range, 'all'))),
    readSnapshot(ctx, async (tx) => only(await betSums(tx, scope, range, 'all'))),
    readSnapshot(ctx, async (tx) => only(await walletSums(tx, scope, 'all'))),
  ])
  const deposit = approved?.topup ?? 0
  const withdrawal = approved?.withdrawal ?? 0
  return {
    startDate: range.from,
    endDate: range.to,
    deposit,
    withdrawal,
    profit: deposit - withdrawal,
    adjustment: adjustments?.adjustment ?? 0,
    betting: placed?.stake ?? 0,
    winning: placed?.win ?? 0,
    balance: wallets?.money ?? 0,
    points: wallets?.points ?? 0,
  }
}
