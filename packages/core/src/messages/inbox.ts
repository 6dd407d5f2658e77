import type { IdOnlyInput, MemberPage } from '@pb/contract/inputs/messages'
import { inquiries, messageRecipients, messages, orgs } from '@pb/db'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { commitWithEvents } from '../unit-of-work'
import { messageNotFound } from './sent-view'

const inboxColumns = {
  id: messages.id,
  title: messages.title,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messageRecipients.readAt,
}

type InboxRow = { id: number; title: string; body: string; createdAt: Date; readAt: Date | null }

const toInboxMessage = (row: InboxRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
})
export type InboxMessage = ReturnType<typeof toInboxMessage>

/** The member's messages, newest first, each with when they read it. */
export async function myInbox(ctx: UseCaseContext, filter: MemberPage) {
  const { userId } = requireMember(ctx)
  const mine = eq(messageRecipients.userId, userId)
  const rows = await ctx.db
    .select(inboxColumns)
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(mine)
    .orderBy(desc(messageRecipients.messageId))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await ctx.db.select({ n: count() }).from(messageRecipients).where(mine)
  return pageOf<InboxMessage>(rows.map(toInboxMessage), filter, Number(total?.n ?? 0))
}

/**
 * Opens one of the member's messages: the first time, its read receipt is written and the
 * administrators over its audience hear of it. Another member's message is not found.
 */
export async function readMessage(ctx: UseCaseContext, input: IdOnlyInput): Promise<InboxMessage> {
  const { userId } = requireMember(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const mine = and(eq(messageRecipients.messageId, input.id), eq(messageRecipients.userId, userId))
    const firstRead = await tx
      .update(messageRecipients)
      .set({ readAt: ctx.clock.now() })
      .where(and(mine, isNull(messageRecipients.readAt)))
      .returning({ messageId: messageRecipients.messageId })
    const [row] = await tx
      .select({ ...inboxColumns, orgPath: orgs.path })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .innerJoin(orgs, eq(orgs.id, messages.audienceOrgId))
      .where(mine)
    if (!row) throw messageNotFound()
    const { orgPath, ...message } = row
    return {
      answer: toInboxMessage(message),
      events: firstRead.length > 0 ? [{ type: 'MESSAGE_READ', id: input.id, orgPath }] : [],
    }
  })
}

/** The member menu's badge: unread messages and answers to inquiries not yet opened. */
export async function unreadCount(ctx: UseCaseContext) {
  const { userId } = requireMember(ctx)
  const [unreadMessages] = await ctx.db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt)))
  const [unreadAnswers] = await ctx.db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.memberId, userId), eq(inquiries.unreadAnswer, true)))
  const counts = { messages: Number(unreadMessages?.n ?? 0), answers: Number(unreadAnswers?.n ?? 0) }
  return { ...counts, total: counts.messages + counts.answers }
}
