import type { AskInput, IdOnlyInput, MemberPage, PostInput } from '@pb/contract/inputs/messages'
import { type Executor, inquiries, inquiryPosts } from '@pb/db'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { commitWithEvents } from '../unit-of-work'
import {
  addPost,
  closeLocked,
  inquiryChanged,
  inquiryNotFound,
  lockInquiry,
  postsOf,
  selectInquiries,
  toMemberInquiry,
  toMemberPost,
} from './inquiry-view'

type MemberInquiry = ReturnType<typeof toMemberInquiry>

const mine = (actor: Actor, id: number) => and(eq(inquiries.id, id), eq(inquiries.memberId, actor.userId))

/** The member's inquiry with its thread. */
async function threadOf(executor: Executor, actor: Actor, id: number) {
  const [row] = await selectInquiries(executor).where(mine(actor, id))
  if (!row) throw inquiryNotFound()
  return { ...toMemberInquiry(row), posts: (await postsOf(executor, id)).map(toMemberPost) }
}

/** docs/messages.md §4: a member's question to their branch's administrators, OPEN until answered. */
export async function askInquiry(ctx: UseCaseContext, input: AskInput) {
  const actor = requireMember(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [created] = await tx
      .insert(inquiries)
      .values({ memberId: actor.userId, title: input.title, createdAt: now, updatedAt: now })
      .returning({ id: inquiries.id })
    if (!created) throw new Error('inquiry not created')
    await tx.insert(inquiryPosts).values({
      inquiryId: created.id,
      authorId: actor.userId,
      side: 'MEMBER',
      body: input.body,
      createdAt: now,
    })
    const row = await lockInquiry(tx, eq(inquiries.id, created.id))
    return { answer: await threadOf(tx, actor, created.id), events: [inquiryChanged(row, 'OPEN')] }
  })
}

/** The member's inquiries, the most recently active first. */
export async function myInquiries(ctx: UseCaseContext, filter: MemberPage) {
  const actor = requireMember(ctx)
  const where = eq(inquiries.memberId, actor.userId)
  const rows = await selectInquiries(ctx.db)
    .where(where)
    .orderBy(desc(inquiries.updatedAt), desc(inquiries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await ctx.db.select({ n: count() }).from(inquiries).where(where)
  return pageOf<MemberInquiry>(rows.map(toMemberInquiry), filter, Number(total?.n ?? 0))
}

export async function myInquiry(ctx: UseCaseContext, input: IdOnlyInput) {
  return threadOf(ctx.db, requireMember(ctx), input.id)
}

/** A reply to the thread; an answered or closed inquiry opens again and waits for an answer. */
export async function replyToInquiry(ctx: UseCaseContext, input: PostInput) {
  const actor = requireMember(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const row = await lockInquiry(tx, mine(actor, input.id))
    const now = ctx.clock.now()
    await addPost(tx, {
      inquiryId: input.id,
      authorId: actor.userId,
      side: 'MEMBER',
      body: input.body,
      at: now,
    })
    return { answer: await threadOf(tx, actor, input.id), events: [inquiryChanged(row, 'OPEN')] }
  })
}

/** The member is satisfied: the inquiry leaves the queue (a reply opens it again). */
export async function closeMyInquiry(ctx: UseCaseContext, input: IdOnlyInput) {
  const actor = requireMember(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const row = await lockInquiry(tx, mine(actor, input.id))
    await closeLocked(tx, row, 'MEMBER', ctx.clock.now())
    return { answer: await threadOf(tx, actor, input.id), events: [inquiryChanged(row, 'CLOSED')] }
  })
}

/** The member opened the answer: it no longer counts in the unread badge. */
export async function markAnswerRead(ctx: UseCaseContext, input: IdOnlyInput) {
  const actor = requireMember(ctx)
  const updated = await ctx.db
    .update(inquiries)
    .set({ unreadAnswer: false })
    .where(mine(actor, input.id))
    .returning({ id: inquiries.id })
  if (updated.length === 0) throw inquiryNotFound()
  return { id: input.id }
}
