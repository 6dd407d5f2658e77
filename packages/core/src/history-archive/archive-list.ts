import { historyArchives, users } from '@pb/db'
import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { clearedOf } from './newly-archived'
import type { ArchiveListInput } from './schemas'

const members = alias(users, 'archived_members')
const actors = alias(users, 'archiving_actors')

/** Every archiving (SUPER only), newest first: who archived whose history, up to when, and what it took. */
export async function listArchives(ctx: UseCaseContext, filter: ArchiveListInput) {
  requireAdmin(ctx)
  const where = filter.userId === undefined ? undefined : eq(historyArchives.userId, filter.userId)
  const rows = await ctx.db
    .select({ archive: historyArchives, loginId: members.loginId, actorLoginId: actors.loginId })
    .from(historyArchives)
    .leftJoin(members, eq(members.id, historyArchives.userId))
    .innerJoin(actors, eq(actors.id, historyArchives.actorId))
    .where(where)
    .orderBy(desc(historyArchives.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const total = await ctx.db.$count(historyArchives, where)
  const items = rows.map(({ archive, loginId, actorLoginId }) => ({
    id: archive.id,
    scope: archive.userId === null ? ('GLOBAL' as const) : ('MEMBER' as const),
    userId: archive.userId,
    loginId,
    actorId: archive.actorId,
    actorLoginId,
    archivedThrough: archive.archivedThrough.toISOString(),
    createdAt: archive.createdAt.toISOString(),
    cleared: clearedOf(archive.cleared),
  }))
  return pageOf(items, filter, Number(total))
}
