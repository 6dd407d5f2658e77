import { notices, orgs } from '@pb/db'
import { and, desc, eq, sql } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { shownAt } from './notice-view'

/** docs/messages.md §2: at most this many notices are shown at once; older ones wait their turn. */
const SHOWN_NOTICES = 20

/**
 * The notices a member sees now: published, inside their window, addressed to the member's branch or
 * one above it; pinned first, then the newest.
 */
export async function currentNotices(ctx: UseCaseContext) {
  const actor = requireMember(ctx)
  const rows = await ctx.db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      pinned: notices.pinned,
      publishFrom: notices.publishFrom,
      updatedAt: notices.updatedAt,
    })
    .from(notices)
    .innerJoin(orgs, eq(orgs.id, notices.audienceOrgId))
    .where(and(shownAt(ctx.clock.now()), sql`${actor.orgPath} like ${orgs.path} || '%'`))
    .orderBy(
      desc(notices.pinned),
      desc(sql`coalesce(${notices.publishFrom}, ${notices.createdAt})`),
      desc(notices.id),
    )
    .limit(SHOWN_NOTICES)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    publishFrom: row.publishFrom?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }))
}
