import type { ListSentFilter, ReceiptsFilter, SendMessageInput } from '@pb/contract/inputs/messages'
import { type Executor, messageRecipients, messages, orgs, users } from '@pb/db'
import { and, asc, count, desc, eq, like, ne, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { findOrgInScope } from '../orgs/branch-scope'
import { pageOf } from '../paging'
import { commitWithEvents } from '../unit-of-work'
import { findManagedUser } from '../users/managed-user'
import { usersInSubtree } from '../users/scope'
import { findSentInScope, type SentMessage, selectSent, toSentMessage } from './sent-view'

const memberNotFound = () => refusal('NOT_FOUND', 'memberNotFound')

/**
 * Who a message goes to: the one member named (in the sender's scope, a member; else 404), or every
 * member of the branch's subtree who is not deactivated, as they are when it is sent.
 */
async function audienceOf(tx: Executor, actor: Actor, input: SendMessageInput) {
  if (input.memberId !== undefined) {
    const member = await findManagedUser(tx, actor, input.memberId)
    if (member.roleCode !== 'MEMBER') throw memberNotFound()
    const org = await findOrgInScope(tx, actor, member.orgId)
    return { org, recipientId: member.id }
  }
  return { org: await findOrgInScope(tx, actor, input.orgId ?? actor.orgId), recipientId: null }
}

/** docs/messages.md §3: sends a message; each recipient gets a row that holds its read receipt. Audited. */
export async function sendMessage(ctx: UseCaseContext, input: SendMessageInput): Promise<SentMessage> {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const { org, recipientId } = await audienceOf(tx, actor, input)
    const [message] = await tx
      .insert(messages)
      .values({
        senderId: actor.userId,
        audienceOrgId: org.id,
        recipientId,
        title: input.title,
        body: input.body,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: messages.id })
    if (!message) throw new Error('message not created')
    const members = tx
      .select({
        messageId: sql<number>`${message.id}`.as('message_id'),
        userId: users.id,
        readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
      })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(
        and(
          recipientId === null ? like(orgs.path, `${org.path}%`) : eq(users.id, recipientId),
          eq(users.roleCode, 'MEMBER'),
          ne(users.statusCode, 'INACTIVE'),
        ),
      )
    const delivered = await tx
      .insert(messageRecipients)
      .select(members)
      .returning({ userId: messageRecipients.userId })
    if (delivered.length === 0) throw refusal('VALIDATION', 'noRecipients')
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'MESSAGE_SEND',
      targetType: 'message',
      targetId: message.id,
      after: { title: input.title, audienceOrgId: org.id, recipientId, recipients: delivered.length },
      ip: ctx.ip,
    })
    const [row] = await selectSent(tx).where(eq(messages.id, message.id))
    if (!row) throw new Error(`message ${message.id} vanished`)
    return {
      answer: toSentMessage(row),
      events: [{ type: 'MESSAGE_RECEIVED', id: message.id, orgPath: org.path, recipientId }],
    }
  })
}

/** The messages sent within the administrator's subtree, newest first. */
export async function listSentMessages(ctx: UseCaseContext, filter: ListSentFilter) {
  const actor = requireAdmin(ctx)
  const rows = await selectSent(ctx.db)
    .where(usersInSubtree(actor))
    .orderBy(desc(messages.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .innerJoin(orgs, eq(orgs.id, messages.audienceOrgId))
    .where(usersInSubtree(actor))
  return pageOf<SentMessage>(rows.map(toSentMessage), filter, Number(total?.n ?? 0))
}

/** Read receipts of one message: each recipient and when they read it, readers first (oldest read first). */
export async function messageReceipts(ctx: UseCaseContext, filter: ReceiptsFilter) {
  const actor = requireAdmin(ctx)
  const message = toSentMessage(await findSentInScope(ctx.db, actor, filter.id))
  const rows = await ctx.db
    .select({
      userId: users.id,
      loginId: users.loginId,
      nickname: users.nickname,
      readAt: messageRecipients.readAt,
    })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, filter.id))
    .orderBy(sql`${messageRecipients.readAt} asc nulls last`, asc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const receipts = rows.map((row) => ({ ...row, readAt: row.readAt?.toISOString() ?? null }))
  return { message, ...pageOf(receipts, filter, message.recipientCount) }
}
