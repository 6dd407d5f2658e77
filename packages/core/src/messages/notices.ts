import type {
  CreateNoticeInput,
  IdOnlyInput,
  ListNoticesFilter,
  UpdateNoticeInput,
} from '@pb/contract/inputs/messages'
import { type Executor, notices, orgs } from '@pb/db'
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm'
import { type AuditAction, writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import type { GameEvent } from '../events/types'
import { findOrgInScope } from '../orgs/branch-scope'
import { pageOf } from '../paging'
import { commitWithEvents } from '../unit-of-work'
import { usersInSubtree } from '../users/scope'
import {
  type AdminNotice,
  findNoticeInScope,
  noticeNotFound,
  selectNotices,
  toAdminNotice,
} from './notice-view'

const sortColumns = {
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
  publishFrom: notices.publishFrom,
  title: notices.title,
} as const

/** Wildcards typed into the search box are searched for as they are. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The console's notices: those addressed within the administrator's subtree, filtered and sorted in SQL. */
export async function listNotices(ctx: UseCaseContext, filter: ListNoticesFilter) {
  const actor = requireAdmin(ctx)
  if (filter.orgId !== undefined) await findOrgInScope(ctx.db, actor, filter.orgId)
  const where = and(
    usersInSubtree(actor),
    filter.status ? eq(notices.status, filter.status) : undefined,
    filter.orgId ? eq(notices.audienceOrgId, filter.orgId) : undefined,
    filter.q ? ilike(notices.title, `%${escapeLike(filter.q)}%`) : undefined,
  )
  const direction = filter.order === 'asc' ? asc : desc
  const rows = await selectNotices(ctx.db)
    .where(where)
    .orderBy(direction(sortColumns[filter.sort]), direction(notices.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await ctx.db
    .select({ n: count() })
    .from(notices)
    .innerJoin(orgs, eq(orgs.id, notices.audienceOrgId))
    .where(where)
  const now = ctx.clock.now()
  return pageOf<AdminNotice>(
    rows.map((row) => toAdminNotice(row, now)),
    filter,
    Number(total?.n ?? 0),
  )
}

export async function noticeById(ctx: UseCaseContext, input: IdOnlyInput): Promise<AdminNotice> {
  const actor = requireAdmin(ctx)
  return toAdminNotice(await findNoticeInScope(ctx.db, actor, input.id), ctx.clock.now())
}

/** The audience asked for, which must lie in the actor's subtree; their own branch when none is. */
async function audienceOf(executor: Executor, actor: Actor, orgId: number | undefined) {
  return findOrgInScope(executor, actor, orgId ?? actor.orgId)
}

const fieldsOf = (input: CreateNoticeInput, audienceOrgId: number) => ({
  title: input.title,
  body: input.body,
  audienceOrgId,
  pinned: input.pinned,
  publishFrom: input.publishFrom ?? null,
  publishUntil: input.publishUntil ?? null,
})

/** What the audit log keeps of a notice. */
const recordOf = (notice: AdminNotice) => ({
  title: notice.title,
  status: notice.status,
  pinned: notice.pinned,
  audienceOrgId: notice.audienceOrgId,
  publishFrom: notice.publishFrom,
  publishUntil: notice.publishUntil,
})

/** Writes the audit row of a change and answers the notice as it now is. */
async function audited(
  ctx: UseCaseContext,
  tx: Executor,
  actor: Actor,
  change: { action: AuditAction; id: number; before: AdminNotice | null },
): Promise<AdminNotice> {
  const [row] = await selectNotices(tx).where(eq(notices.id, change.id))
  if (!row) throw new Error(`notice ${change.id} vanished`)
  const notice = toAdminNotice(row, ctx.clock.now())
  await writeAudit(tx, {
    actorId: actor.userId,
    action: change.action,
    targetType: 'notice',
    targetId: change.id,
    before: change.before ? recordOf(change.before) : undefined,
    after: recordOf(notice),
    ip: ctx.ip,
  })
  return notice
}

/** Members of a published notice's audience refetch their notices. */
const noticesChanged = (...changed: { status: string; orgPath: string }[]): GameEvent[] =>
  changed
    .filter((notice) => notice.status === 'PUBLISHED')
    .map((notice) => ({ type: 'NOTICES_CHANGED', orgPath: notice.orgPath }))

/** A draft, addressed to a branch of the author's subtree (docs/messages.md §2). Audited. */
export async function createNotice(ctx: UseCaseContext, input: CreateNoticeInput): Promise<AdminNotice> {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const audience = await audienceOf(tx, actor, input.audienceOrgId)
    const now = ctx.clock.now()
    const [created] = await tx
      .insert(notices)
      .values({ ...fieldsOf(input, audience.id), authorId: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: notices.id })
    if (!created) throw new Error('notice not created')
    return {
      answer: await audited(ctx, tx, actor, { action: 'NOTICE_CREATE', id: created.id, before: null }),
      events: [],
    }
  })
}

/** Rewrites a notice, draft or published; a published one changes on members' screens at once. Audited. */
export async function updateNotice(ctx: UseCaseContext, input: UpdateNoticeInput): Promise<AdminNotice> {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const current = await findNoticeInScope(tx, actor, input.id, true)
    const audience = await audienceOf(tx, actor, input.audienceOrgId)
    await tx
      .update(notices)
      .set({ ...fieldsOf(input, audience.id), updatedAt: ctx.clock.now() })
      .where(eq(notices.id, input.id))
    const before = toAdminNotice(current, ctx.clock.now())
    const answer = await audited(ctx, tx, actor, { action: 'NOTICE_UPDATE', id: input.id, before })
    return {
      answer,
      events: noticesChanged(
        { status: current.notice.status, orgPath: current.audienceOrgPath },
        { status: answer.status, orgPath: audience.path },
      ),
    }
  })
}

/** Publishes or takes down a notice; either is audited and heard by its audience. */
function setStatus(action: 'NOTICE_PUBLISH' | 'NOTICE_UNPUBLISH') {
  const status = action === 'NOTICE_PUBLISH' ? 'PUBLISHED' : 'DRAFT'
  return async (ctx: UseCaseContext, input: IdOnlyInput): Promise<AdminNotice> => {
    const actor = requireAdmin(ctx)
    return commitWithEvents(ctx, async (tx) => {
      const current = await findNoticeInScope(tx, actor, input.id, true)
      // Publishing what is published (or taking down a draft) changes nothing and records nothing.
      if (current.notice.status === status)
        return { answer: toAdminNotice(current, ctx.clock.now()), events: [] }
      await tx.update(notices).set({ status, updatedAt: ctx.clock.now() }).where(eq(notices.id, input.id))
      const before = toAdminNotice(current, ctx.clock.now())
      return {
        answer: await audited(ctx, tx, actor, { action, id: input.id, before }),
        events: noticesChanged({ status: 'PUBLISHED', orgPath: current.audienceOrgPath }),
      }
    })
  }
}

export const publishNotice = setStatus('NOTICE_PUBLISH')
export const unpublishNotice = setStatus('NOTICE_UNPUBLISH')

/** Deletes a draft; a published notice is taken down first (409, reason `noticeNotDraft`). Audited. */
export async function removeNotice(ctx: UseCaseContext, input: IdOnlyInput): Promise<{ id: number }> {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const current = await findNoticeInScope(tx, actor, input.id, true)
    if (current.notice.status !== 'DRAFT') throw refusal('CONFLICT', 'noticeNotDraft')
    const deleted = await tx.delete(notices).where(eq(notices.id, input.id)).returning({ id: notices.id })
    if (deleted.length === 0) throw noticeNotFound()
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'NOTICE_DELETE',
      targetType: 'notice',
      targetId: input.id,
      before: recordOf(toAdminNotice(current, ctx.clock.now())),
      ip: ctx.ip,
    })
    return { answer: { id: input.id }, events: [] }
  })
}
