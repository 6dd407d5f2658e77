import { type Executor, notices, orgs, users } from '@pb/db'
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { refusal } from '../errors'
import { usersInSubtree } from '../users/scope'

export const noticeNotFound = () => refusal('NOT_FOUND', 'noticeNotFound')

/** A notice with its audience and author, as the console reads it. */
export function selectNotices(executor: Executor) {
  return executor
    .select({
      notice: notices,
      audienceOrgName: orgs.name,
      audienceOrgPath: orgs.path,
      audienceOrgLevel: orgs.level,
      authorLoginId: users.loginId,
    })
    .from(notices)
    .innerJoin(orgs, eq(orgs.id, notices.audienceOrgId))
    .innerJoin(users, eq(users.id, notices.authorId))
}

type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices>['where']>>[number]

/** Published, and `now` inside its window: what members see. */
export function shownAt(now: Date): SQL | undefined {
  return and(
    eq(notices.status, 'PUBLISHED'),
    or(isNull(notices.publishFrom), lte(notices.publishFrom, now)),
    or(isNull(notices.publishUntil), gt(notices.publishUntil, now)),
  )
}

const isShownAt = (notice: NoticeRow['notice'], now: Date) =>
  notice.status === 'PUBLISHED' &&
  (!notice.publishFrom || notice.publishFrom <= now) &&
  (!notice.publishUntil || notice.publishUntil > now)

export function toAdminNotice(row: NoticeRow, now: Date) {
  const { notice } = row
  return {
    id: notice.id,
    title: notice.title,
    body: notice.body,
    status: notice.status,
    pinned: notice.pinned,
    /** Members see it right now: published and inside its window. */
    shown: isShownAt(notice, now),
    publishFrom: notice.publishFrom?.toISOString() ?? null,
    publishUntil: notice.publishUntil?.toISOString() ?? null,
    audienceOrgId: notice.audienceOrgId,
    audienceOrgName: row.audienceOrgName,
    /** The whole network: the root's members and everyone below. */
    wholeNetwork: row.audienceOrgLevel === 0,
    authorLoginId: row.authorLoginId,
    createdAt: notice.createdAt.toISOString(),
    updatedAt: notice.updatedAt.toISOString(),
  }
}
export type AdminNotice = ReturnType<typeof toAdminNotice>

/**
 * A notice whose audience lies in the administrator's subtree (docs/messages.md §2); any other is not
 * found. `usersInSubtree` is the subtree as a condition on the joined `orgs`, here the audience.
 */
export async function findNoticeInScope(executor: Executor, actor: Actor, id: number, lock = false) {
  const query = selectNotices(executor).where(and(eq(notices.id, id), usersInSubtree(actor)))
  const [row] = lock ? await query.for('update', { of: notices }) : await query
  if (!row) throw noticeNotFound()
  return row
}
