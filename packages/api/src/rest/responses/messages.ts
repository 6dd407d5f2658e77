import { inquirySides, inquiryStatuses, noticeStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

/** docs/messages.md §2: a notice as the console sees it. */
export const adminNotice = z.strictObject({
  id: int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(noticeStatuses),
  pinned: z.boolean(),
  shown: z.boolean().describe('지금 회원에게 보이는지 (게시 중이고 게시 기간 안)'),
  publishFrom: instant().nullable().describe('게시 시작 (null: 게시하는 즉시)'),
  publishUntil: instant().nullable().describe('게시 종료 (null: 내릴 때까지)'),
  audienceOrgId: int(),
  audienceOrgName: z.string(),
  wholeNetwork: z.boolean().describe('전체 회원 대상 (최상위 조직)'),
  authorLoginId: z.string(),
  createdAt: instant(),
  updatedAt: instant(),
})

export const adminNotices = paged(adminNotice)

export const removedNotice = z.strictObject({ id: int() })

/** A notice as members see it, pinned first. */
export const memberNotices = z.array(
  z.strictObject({
    id: int(),
    title: z.string(),
    body: z.string(),
    pinned: z.boolean(),
    publishFrom: instant().nullable(),
    updatedAt: instant(),
  }),
)

/** docs/messages.md §3: a sent message with its read receipts counted. */
export const sentMessage = z.strictObject({
  id: int(),
  title: z.string(),
  body: z.string(),
  audienceOrgId: int(),
  audienceOrgName: z.string(),
  recipientId: int().nullable().describe('한 회원에게 보낸 메시지의 받는 회원 (조직 전체면 null)'),
  recipientLoginId: z.string().nullable(),
  senderLoginId: z.string(),
  recipientCount: int().describe('받는 회원 수'),
  readCount: int().describe('읽은 회원 수'),
  createdAt: instant(),
})

export const sentMessages = paged(sentMessage)

export const receipts = paged(
  z.strictObject({
    userId: int(),
    loginId: z.string(),
    nickname: z.string(),
    readAt: instant().nullable().describe('읽은 시각 (안 읽었으면 null)'),
  }),
).extend({ message: sentMessage })

/** A message in the member's inbox. */
export const inboxMessage = z.strictObject({
  id: int(),
  title: z.string(),
  body: z.string(),
  createdAt: instant(),
  readAt: instant().nullable(),
})

export const inbox = paged(inboxMessage)

export const unread = z.strictObject({
  messages: int().describe('읽지 않은 메시지'),
  answers: int().describe('확인하지 않은 문의 답변'),
  total: int(),
})

/** docs/messages.md §4: an inquiry as its member sees it. */
const memberInquiryFields = {
  id: int(),
  title: z.string(),
  status: z.enum(inquiryStatuses),
  unreadAnswer: z.boolean().describe('회원이 아직 확인하지 않은 답변이 있음'),
  createdAt: instant(),
  updatedAt: instant(),
}
const post = { id: int(), side: z.enum(inquirySides), body: z.string(), createdAt: instant() }

export const memberInquiries = paged(z.strictObject(memberInquiryFields))

export const memberThread = z.strictObject({
  ...memberInquiryFields,
  posts: z.array(z.strictObject(post)),
})

export const answerRead = z.strictObject({ id: int() })

/** An inquiry as the console sees it: the member and their branch too. */
const adminInquiryFields = {
  ...memberInquiryFields,
  memberId: int(),
  memberLoginId: z.string(),
  memberNickname: z.string(),
  orgName: z.string(),
}

export const adminInquiries = paged(z.strictObject(adminInquiryFields))

export const adminThread = z.strictObject({
  ...adminInquiryFields,
  posts: z.array(z.strictObject({ ...post, authorLoginId: z.string() })),
})

export const openInquiries = z.strictObject({ open: int().describe('답변을 기다리는 문의') })
