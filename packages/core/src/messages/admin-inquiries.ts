import type { IdOnlyInput, ListInquiriesFilter, PostInput } from '@pb/contract/inputs/messages'
import { type Executor, inquiries, orgs, users } from '@pb/db'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { commitWithEvents } from '../unit-of-work'
import { manageableUsers } from '../users/scope'
import {
  addPost,
  closeLocked,
  inquiryChanged,
  inquiryClosed,
  inquiryNotFound,
  lockInquiry,
  postsOf,
  selectInquiries,
  toAdminInquiry,
  toAdminPost,
} from './inquiry-view'

type AdminInquiry = ReturnType<typeof toAdminInquiry>

/** Inquiries of the members the administrator manages: their branch's and every ancestor's administrators. */
const inScope = (actor: Actor, id: number) => and(eq(inquiries.id, id), manageableUsers(actor))

async function threadOf(executor: Executor, actor: Actor, id: number) {
  const [row] = await selectInquiries(executor).where(inScope(actor, id))
  if (!row) throw inquiryNotFound()
  return { ...toAdminInquiry(row), posts: (await postsOf(executor, id)).map(toAdminPost) }
}

/** The console's queue and history: filtered by status or member; a queue is worked oldest first. */
export async function listInquiries(ctx: UseCaseContext, filter: ListInquiriesFilter) {
  const actor = requireAdmin(ctx)
  const where = and(
    manageableUsers(actor),
    filter.status ? eq(inquiries.status, filter.status) : undefined,
    filter.memberId ? eq(inquiries.memberId, filter.memberId) : undefined,
  )
  const direction = filter.order === 'asc' ? asc : desc
  const rows = await selectInquiries(ctx.db)
    .where(where)
    .orderBy(direction(inquiries.updatedAt), direction(inquiries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await ctx.db
    .select({ n: count() })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.memberId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
  return pageOf<AdminInquiry>(rows.map(toAdminInquiry), filter, Number(total?.n ?? 0))
}

export async function inquiryThread(ctx: UseCaseContext, input: IdOnlyInput) {
  return threadOf(ctx.db, requireAdmin(ctx), input.id)
}

/** The console header's counter: open inquiries of the members the administrator manages. */
export async function openInquiryCount(ctx: UseCaseContext) {
  const actor = requireAdmin(ctx)
  const [open] = await ctx.db
    .select({ n: count() })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.memberId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(inquiries.status, 'OPEN'), manageableUsers(actor)))
  return { open: Number(open?.n ?? 0) }
}

/** An answer on the thread: the inquiry is ANSWERED and counts as unread for its member. Audited. */
export async function answerInquiry(ctx: UseCaseContext, input: PostInput) {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const row = await lockInquiry(tx, inScope(actor, input.id))
    if (row.inquiry.status === 'CLOSED') throw inquiryClosed()
    const now = ctx.clock.now()
    await addPost(tx, {
      inquiryId: input.id,
      authorId: actor.userId,
      side: 'ADMIN',
      body: input.body,
      at: now,
    })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'INQUIRY_ANSWER',
      targetType: 'inquiry',
      targetId: input.id,
      before: { status: row.inquiry.status },
      after: { status: 'ANSWERED', memberId: row.inquiry.memberId },
      ip: ctx.ip,
    })
    return { answer: await threadOf(tx, actor, input.id), events: [inquiryChanged(row, 'ANSWERED')] }
  })
}

/** Closes an inquiry from the console (the member may still reply, which opens it again). Audited. */
export async function closeInquiry(ctx: UseCaseContext, input: IdOnlyInput) {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const row = await lockInquiry(tx, inScope(actor, input.id))
    await closeLocked(tx, row, 'ADMIN', ctx.clock.now())
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'INQUIRY_CLOSE',
      targetType: 'inquiry',
      targetId: input.id,
      before: { status: row.inquiry.status },
      after: { status: 'CLOSED', memberId: row.inquiry.memberId },
      ip: ctx.ip,
    })
    return { answer: await threadOf(tx, actor, input.id), events: [inquiryChanged(row, 'CLOSED')] }
  })
}
