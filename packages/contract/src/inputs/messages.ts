import { z } from 'zod'
import { textLimits } from '../limits'
import { inquiryStatuses, noticeStatuses } from '../vocabulary'
import { idInput, instantInput, textInput } from './fields'
import { pageNumberInput, pageSizeInput } from './paging'

/** docs/messages.md §1: the lengths every title and body is held to. */
const { messageTitle: TITLE_MAX, noticeBody: NOTICE_BODY_MAX, messageBody: MESSAGE_BODY_MAX } = textLimits

/** A length check, so a form words an empty field as missing in any language (not merely invalid). */
const required = (max: number, emptyMessage: string) => textInput(max).min(1, emptyMessage)
const title = required(TITLE_MAX, '제목을 입력해주세요.')
const body = (max: number) => required(max, '내용을 입력해주세요.')
const order = z.enum(['asc', 'desc'], { error: '정렬은 asc 또는 desc입니다.' })
/** A checkbox as JSON sends it, or as a query string does ("true", "1"). */
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: '참 또는 거짓이어야 합니다.' }),
)
const optionalInstant = z.union([instantInput, z.null()]).optional()

export const idOnlyInput = z.object({ id: idInput() })
export type IdOnlyInput = z.output<typeof idOnlyInput>

const noticeFields = {
  title,
  body: body(NOTICE_BODY_MAX),
  /** The branch whose subtree sees it; the author's own branch when left out (SUPER's: everyone). */
  audienceOrgId: idInput('조직 ID').optional(),
  pinned: flag.default(false),
  publishFrom: optionalInstant,
  publishUntil: optionalInstant,
}

const windowOrdered = (input: { publishFrom?: Date | null; publishUntil?: Date | null }) =>
  !input.publishFrom || !input.publishUntil || input.publishUntil > input.publishFrom
const windowRefusal = { message: '게시 종료 시각은 시작 시각보다 뒤여야 합니다.', path: ['publishUntil'] }

/** POST /admin/notices: a draft. */
export const createNoticeInput = z.object(noticeFields).refine(windowOrdered, windowRefusal)
export type CreateNoticeInput = z.output<typeof createNoticeInput>

/** PUT /admin/notices/{id}: every field again (the form sends the whole notice). */
export const updateNoticeInput = z
  .object({ id: idInput('공지 ID'), ...noticeFields })
  .refine(windowOrdered, windowRefusal)
export type UpdateNoticeInput = z.output<typeof updateNoticeInput>

const noticeSorts = ['createdAt', 'updatedAt', 'publishFrom', 'title'] as const

/** GET /admin/notices: the console's list (docs/messages.md §2). */
export const listNoticesInput = z.object({
  status: z.enum(noticeStatuses, { error: '상태는 DRAFT 또는 PUBLISHED입니다.' }).optional(),
  /** Notices addressed to this branch exactly. */
  orgId: idInput('조직 ID').optional(),
  q: textInput(TITLE_MAX).optional(),
  sort: z
    .enum(noticeSorts, { error: `정렬 기준은 ${noticeSorts.join(', ')} 중 하나입니다.` })
    .default('createdAt'),
  order: order.default('desc'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 20 }),
})
export type ListNoticesFilter = z.output<typeof listNoticesInput>

/** POST /admin/messages: to one member, or to every member of a branch's subtree. */
export const sendMessageInput = z
  .object({
    title,
    body: body(MESSAGE_BODY_MAX),
    memberId: idInput('회원 ID').optional(),
    orgId: idInput('조직 ID').optional(),
  })
  .refine((input) => (input.memberId === undefined) !== (input.orgId === undefined), {
    message: '받는 회원(memberId) 또는 조직(orgId) 중 하나만 지정해주세요.',
    path: ['memberId'],
  })
export type SendMessageInput = z.output<typeof sendMessageInput>

/** GET /admin/messages: what the administrator's subtree was sent, newest first. */
export const listSentInput = z.object({
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 20 }),
})
export type ListSentFilter = z.output<typeof listSentInput>

/** GET /admin/messages/{id}/receipts: who read it and when (unread last). */
export const receiptsInput = z.object({
  id: idInput('메시지 ID'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 20 }),
})
export type ReceiptsFilter = z.output<typeof receiptsInput>

/** GET /messages and GET /inquiries: the member's own, newest first. */
export const memberPageInput = z.object({
  page: pageNumberInput,
  limit: pageSizeInput({ max: 50, fallback: 10 }),
})
export type MemberPage = z.output<typeof memberPageInput>

/** POST /inquiries. */
export const askInput = z.object({ title, body: body(MESSAGE_BODY_MAX) })
export type AskInput = z.output<typeof askInput>

/** A post on an inquiry's thread: the member's reply or an administrator's answer. */
export const postInput = z.object({ id: idInput('문의 ID'), body: body(MESSAGE_BODY_MAX) })
export type PostInput = z.output<typeof postInput>

/** GET /admin/inquiries: the queue (open ones oldest first) or the history. */
export const listInquiriesInput = z.object({
  status: z.enum(inquiryStatuses, { error: '상태는 OPEN, ANSWERED, CLOSED 중 하나입니다.' }).optional(),
  memberId: idInput('회원 ID').optional(),
  order: order.default('desc'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 20 }),
})
export type ListInquiriesFilter = z.output<typeof listInquiriesInput>
