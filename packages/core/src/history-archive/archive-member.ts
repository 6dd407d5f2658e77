import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commit } from '../unit-of-work'
import { findManagedUser } from '../users/managed-user'
import { archiveHistory } from './archive-history'
import type { ClearedCounts } from './newly-archived'

/**
 * Archiving one member, the console's "settle a member": the member's history up to now (purchases,
 * ledger rows, decided requests, conversions) leaves everyday lists and goes to the archive. Balance
 * and points stay as they are.
 */
export async function archiveMember(
  ctx: UseCaseContext,
  input: { id: number },
): Promise<{ cleared: ClearedCounts }> {
  const actor = requireAdmin(ctx)
  return commit(ctx, async (tx) => {
    await findManagedUser(tx, actor, input.id)
    const through = ctx.clock.now()
    const { cleared, previousThrough } = await archiveHistory(tx, {
      actorId: actor.userId,
      through,
      userId: input.id,
    })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'MEMBER_SETTLEMENT',
      targetType: 'user',
      targetId: input.id,
      before: { archivedThrough: previousThrough?.toISOString() ?? null },
      after: { archivedThrough: through.toISOString(), cleared },
      ip: ctx.ip,
    })
    return { cleared }
  })
}
