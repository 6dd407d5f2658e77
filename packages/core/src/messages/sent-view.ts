import { type Executor, messageRecipients, messages, orgs, users } from '@pb/db'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Actor } from '../auth/actor'
import { refusal } from '../errors'
import { usersInSubtree } from '../users/scope'

export const messageNotFound = () => refusal('NOT_FOUND', 'messageNotFound')

const sender = alias(users, 'sender')
const recipient = alias(users, 'recipient')

const recipientsWhere = (condition?: ReturnType<typeof isNotNull>) =>
  sql<number>`(select count(*)::int from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id}${condition ? sql` and ${condition}` : sql``})`

/** A sent message with its audience, sender and read receipts counted (read/total). */
export function selectSent(executor: Executor) {
  return executor
    .select({
      message: messages,
      audienceOrgName: orgs.name,
      audienceOrgPath: orgs.path,
      senderLoginId: sender.loginId,
      recipientLoginId: recipient.loginId,
      recipientCount: recipientsWhere(),
      readCount: recipientsWhere(isNotNull(messageRecipients.readAt)),
    })
    .from(messages)
    .innerJoin(orgs, eq(orgs.id, messages.audienceOrgId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(recipient, eq(recipient.id, messages.recipientId))
}

type SentRow = Awaited<ReturnType<ReturnType<typeof selectSent>['where']>>[number]

export function toSentMessage(row: SentRow) {
  const { message } = row
  return {
    id: message.id,
    title: message.title,
    body: message.body,
    audienceOrgId: message.audienceOrgId,
    audienceOrgName: row.audienceOrgName,
    /** The one member it went to; null when it went to every member of the branch's subtree. */
    recipientId: message.recipientId,
    recipientLoginId: row.recipientLoginId,
    senderLoginId: row.senderLoginId,
    recipientCount: row.recipientCount,
    readCount: row.readCount,
    createdAt: message.createdAt.toISOString(),
  }
}
export type SentMessage = ReturnType<typeof toSentMessage>

/** A message whose audience lies in the administrator's subtree; any other is not found. */
export async function findSentInScope(executor: Executor, actor: Actor, id: number) {
  const [row] = await selectSent(executor).where(and(eq(messages.id, id), usersInSubtree(actor)))
  if (!row) throw messageNotFound()
  return row
}
