/**
 * The states a caller may name in an input (a filter, a status to set). The database's columns take
 * the same lists (packages/db/src/schema/vocabulary.ts), so it refuses what a schema would.
 */

export const userStatuses = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const
export type UserStatus = (typeof userStatuses)[number]

/** A branch of the network; a suspended one stops sign-in and betting for everyone in its subtree. */
export const orgStatuses = ['ACTIVE', 'SUSPENDED'] as const
export type OrgStatus = (typeof orgStatuses)[number]

/** Top-up and withdrawal requests: PENDING until decided once. */
export const requestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const
export type RequestStatus = (typeof requestStatuses)[number]

/** A notice is written as a DRAFT and shown to members only while PUBLISHED and inside its window. */
export const noticeStatuses = ['DRAFT', 'PUBLISHED'] as const
export type NoticeStatus = (typeof noticeStatuses)[number]

/** docs/messages.md §4: a member asks (OPEN), an administrator answers (ANSWERED), either side closes. */
export const inquiryStatuses = ['OPEN', 'ANSWERED', 'CLOSED'] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]

/** What a member's own limit caps (responsible play): top-ups asked, stakes placed, or net loss. */
export const selfLimitTypes = ['DEPOSIT', 'STAKE', 'LOSS'] as const
export type SelfLimitType = (typeof selfLimitTypes)[number]
/** The KST period a member's limit runs over: the day, the week from Monday, the calendar month. */
export const selfLimitPeriods = ['DAY', 'WEEK', 'MONTH'] as const
export type SelfLimitPeriod = (typeof selfLimitPeriods)[number]
