import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { commit } from '../unit-of-work'
import { archiveHistory } from './archive-history'
import { type ClearedCounts, countNewlyArchived } from './newly-archived'
import type { ArchiveEveryoneInput } from './schemas'

/**
 * Archiving everyone, the console's "global settlement" (SUPER only): every member's history up to
 * now goes to the archive, and the statistics with it, as they are computed from live history.
 * Members, balances and points stay. Without `confirm: true` it only answers what it would archive.
 */
export async function archiveEveryone(
  ctx: UseCaseContext,
  input: ArchiveEveryoneInput,
): Promise<{ cleared: ClearedCounts; message: string }> {
  const actor = requireAdmin(ctx)
  const through = ctx.clock.now()
  if (!input.confirm) {
    throw new DomainError('CONFIRMATION_REQUIRED', undefined, {
      wouldClear: await countNewlyArchived(ctx.db, through),
    })
  }
  return commit(ctx, async (tx) => {
    const { cleared, previousThrough } = await archiveHistory(tx, { actorId: actor.userId, through })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'GLOBAL_SETTLEMENT',
      targetType: 'history',
      before: { archivedThrough: previousThrough?.toISOString() ?? null },
      after: { archivedThrough: through.toISOString(), cleared },
      ip: ctx.ip,
    })
    return {
      cleared,
      message: '전체 정산이 완료되었습니다. 회원, 잔액, 포인트는 그대로이며 지난 내역은 보관되었습니다.',
    }
  })
}
