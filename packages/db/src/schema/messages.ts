import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { orgs, users } from './orgs-and-users'
import { inquiryStatuses, noticeStatuses, oneOf } from './vocabulary'

/** Who wrote a post of an inquiry's thread. */
export const inquirySides = ['MEMBER', 'ADMIN'] as const
export type InquirySide = (typeof inquirySides)[number]

/**
 * The operator's notices (docs/messages.md §2). The audience is a branch: its members and those of
 * every branch below it see the notice (the root: the whole network).
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audienceOrgId: integer('audience_org_id')
      .notNull()
      .references(() => orgs.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: noticeStatuses }).notNull().default('DRAFT'),
    pinned: boolean('pinned').notNull().default(false),
    /** Shown from this instant (null: as soon as it is published) … */
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    /** … until this one (null: until it is unpublished). */
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_status_idx').on(t.status, t.audienceOrgId),
    check('notices_status_valid', oneOf(t.status, noticeStatuses)),
    check('notices_window_ordered', sql`${t.publishUntil} > ${t.publishFrom}`),
  ],
)

/**
 * A message an administrator sent to one member or to every member of a branch's subtree
 * (docs/messages.md §3). The recipients are fixed when it is sent, one row each, which holds the
 * read receipt.
 */
export const messages = pgTable('messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  senderId: integer('sender_id')
    .notNull()
    .references(() => users.id),
  /** The branch it went to, or the recipient's branch when it went to one member: its scope. */
  audienceOrgId: integer('audience_org_id')
    .notNull()
    .references(() => orgs.id),
  /** The one member it went to; null when it went to a branch. */
  recipientId: integer('recipient_id').references(() => users.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The read receipt: when the member first opened it. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_recipients_user_idx').on(t.userId, t.messageId),
  ],
)

/** A member's 1:1 inquiry (docs/messages.md §4); its thread is `inquiry_posts`. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    status: text('status', { enum: inquiryStatuses }).notNull().default('OPEN'),
    /** An answer the member has not opened yet: counted in the member's unread badge. */
    unreadAnswer: boolean('unread_answer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest post or status change. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_status_idx').on(t.status, t.id),
    index('inquiries_member_idx').on(t.memberId, t.id),
    check('inquiries_status_valid', oneOf(t.status, inquiryStatuses)),
  ],
)

export const inquiryPosts = pgTable(
  'inquiry_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: inquirySides }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_posts_inquiry_idx').on(t.inquiryId, t.id),
    check('inquiry_posts_side_valid', oneOf(t.side, inquirySides)),
  ],
)
