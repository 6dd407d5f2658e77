import { type Executor, historyArchives, users } from '@pb/db'
import { eq, max, sql } from 'drizzle-orm'
import { type ClearedCounts, countNewlyArchived } from './newly-archived'

export interface ArchivedHistory {
  cleared: ClearedCounts
  /** The latest cut-off of the users concerned before this archiving (null: never archived). */
  previousThrough: Date | null
}

/**
 * Archives one member's history (everyone's without `userId`) that finished by `through`: moves the
 * cut-off forward, never back, in one set-based UPDATE and records the archiving with the counts it
 * archived. Nothing else changes: wallets and ledgers stay as they are. The users' rows are locked
 * first, so two archivings at once never both count the same rows.
 */
export async function archiveHistory(
  tx: Executor,
  archiving: { actorId: number; through: Date; userId?: number },
): Promise<ArchivedHistory> {
  const { actorId, through, userId } = archiving
  const whom = userId === undefined ? undefined : eq(users.id, userId)
  await tx.select({ id: users.id }).from(users).where(whom).orderBy(users.id).for('update')
  const [previous] = await tx
    .select({ through: max(users.archivedThrough) })
    .from(users)
    .where(whom)
  const cleared = await countNewlyArchived(tx, through, userId)
  const at = through.toISOString()
  await tx
    .update(users)
    .set({
      archivedThrough: sql`greatest(coalesce(${users.archivedThrough}, ${at}::timestamptz), ${at}::timestamptz)`,
    })
    .where(whom)
  await tx.insert(historyArchives).values({
    userId: userId ?? null,
    actorId,
    archivedThrough: through,
    // The interface has no index signature; its copy is a plain record of counts.
    cleared: { ...cleared },
    createdAt: through,
  })
  return { cleared, previousThrough: previous?.through ?? null }
}
