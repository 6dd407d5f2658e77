import { type Executor, type InquiryStatus, inquiries, inquiryPosts, orgs, users } from '@pb/db'
import { asc, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { refusal } from '../errors'
import type { GameEvent } from '../events/types'

export const inquiryNotFound = () => refusal('NOT_FOUND', 'inquiryNotFound')

export const inquiryClosed = () => refusal('CONFLICT', 'inquiryClosed')

/** An inquiry with its member and the member's branch (whose administrators answer it). */
export function selectInquiries(executor: Executor) {
  return executor
    .select({
      inquiry: inquiries,
      memberLoginId: users.loginId,
      memberNickname: users.nickname,
      orgName: orgs.name,
      orgPath: orgs.path,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.memberId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
}

type InquiryRow = Awaited<ReturnType<ReturnType<typeof selectInquiries>['where']>>[number]

/** One inquiry, locked until the transaction ends so its status changes one at a time. */
export async function lockInquiry(tx: Executor, where: SQL | undefined): Promise<InquiryRow> {
  const [row] = await selectInquiries(tx).where(where).for('update', { of: inquiries })
  if (!row) throw inquiryNotFound()
  return row
}

/**
 * A post on a locked inquiry's thread and the status it leaves the inquiry in: an answer waits for the
 * member to open it, a member's reply waits for an answer.
 */
export async function addPost(
  tx: Executor,
  post: { inquiryId: number; authorId: number; side: 'ADMIN' | 'MEMBER'; body: string; at: Date },
) {
  const { inquiryId, authorId, side, body, at } = post
  await tx.insert(inquiryPosts).values({ inquiryId, authorId, side, body, createdAt: at })
  const answered = side === 'ADMIN'
  await tx
    .update(inquiries)
    .set({ status: answered ? 'ANSWERED' : 'OPEN', unreadAnswer: answered, updatedAt: at })
    .where(eq(inquiries.id, inquiryId))
}

/**
 * Closes a locked inquiry, by either side (docs/messages.md §4); one already closed is refused. The
 * member closing it has read what it holds, so no answer waits for them.
 */
export async function closeLocked(tx: Executor, row: InquiryRow, side: 'ADMIN' | 'MEMBER', at: Date) {
  if (row.inquiry.status === 'CLOSED') throw inquiryClosed()
  await tx
    .update(inquiries)
    .set({ status: 'CLOSED', ...(side === 'MEMBER' ? { unreadAnswer: false } : {}), updatedAt: at })
    .where(eq(inquiries.id, row.inquiry.id))
}

/** What the member sees of their inquiry. */
export function toMemberInquiry({ inquiry }: InquiryRow) {
  return {
    id: inquiry.id,
    title: inquiry.title,
    status: inquiry.status,
    /** An answer the member has not opened yet. */
    unreadAnswer: inquiry.unreadAnswer,
    createdAt: inquiry.createdAt.toISOString(),
    updatedAt: inquiry.updatedAt.toISOString(),
  }
}

/** What administrators see: the member and their branch too. */
export function toAdminInquiry(row: InquiryRow) {
  return {
    ...toMemberInquiry(row),
    memberId: row.inquiry.memberId,
    memberLoginId: row.memberLoginId,
    memberNickname: row.memberNickname,
    orgName: row.orgName,
  }
}

const author = alias(users, 'author')

/** The thread, oldest first; administrators see who answered, the member sees the operator's side. */
export async function postsOf(executor: Executor, inquiryId: number) {
  return executor
    .select({
      id: inquiryPosts.id,
      side: inquiryPosts.side,
      body: inquiryPosts.body,
      authorLoginId: author.loginId,
      createdAt: inquiryPosts.createdAt,
    })
    .from(inquiryPosts)
    .innerJoin(author, eq(author.id, inquiryPosts.authorId))
    .where(eq(inquiryPosts.inquiryId, inquiryId))
    .orderBy(asc(inquiryPosts.id))
}

export type ThreadPost = Awaited<ReturnType<typeof postsOf>>[number]

export const toMemberPost = ({ authorLoginId: _hidden, ...post }: ThreadPost) => ({
  ...post,
  createdAt: post.createdAt.toISOString(),
})

export const toAdminPost = (post: ThreadPost) => ({ ...post, createdAt: post.createdAt.toISOString() })

/** The inquiry's member and the consoles over their branch refresh it. */
export const inquiryChanged = (row: InquiryRow, status: InquiryStatus): GameEvent => ({
  type: 'INQUIRY_CHANGED',
  id: row.inquiry.id,
  memberId: row.inquiry.memberId,
  status,
  orgPath: row.orgPath,
})
