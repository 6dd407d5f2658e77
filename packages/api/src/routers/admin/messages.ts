import {
  answerInquiry,
  closeInquiry,
  createNotice,
  createNoticeInput,
  idOnlyInput,
  inquiryThread,
  listInquiries,
  listInquiriesInput,
  listNotices,
  listNoticesInput,
  listSentInput,
  listSentMessages,
  messageReceipts,
  noticeById,
  openInquiryCount,
  postInput,
  publishNotice,
  receiptsInput,
  removeNotice,
  sendMessage,
  sendMessageInput,
  unpublishNotice,
  updateNotice,
  updateNoticeInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** The operator's messages (docs/messages.md), within the administrator's subtree. */
export const adminMessagesRouter = {
  notices: {
    list: adminProcedure.input(listNoticesInput).query(({ ctx, input }) => listNotices(ctx, input)),
    byId: adminProcedure.input(idOnlyInput).query(({ ctx, input }) => noticeById(ctx, input)),
    create: adminProcedure.input(createNoticeInput).mutation(({ ctx, input }) => createNotice(ctx, input)),
    update: adminProcedure.input(updateNoticeInput).mutation(({ ctx, input }) => updateNotice(ctx, input)),
    publish: adminProcedure.input(idOnlyInput).mutation(({ ctx, input }) => publishNotice(ctx, input)),
    unpublish: adminProcedure.input(idOnlyInput).mutation(({ ctx, input }) => unpublishNotice(ctx, input)),
    remove: adminProcedure.input(idOnlyInput).mutation(({ ctx, input }) => removeNotice(ctx, input)),
  },

  sent: {
    list: adminProcedure.input(listSentInput).query(({ ctx, input }) => listSentMessages(ctx, input)),
    send: adminProcedure.input(sendMessageInput).mutation(({ ctx, input }) => sendMessage(ctx, input)),
    receipts: adminProcedure.input(receiptsInput).query(({ ctx, input }) => messageReceipts(ctx, input)),
  },

  inquiries: {
    list: adminProcedure.input(listInquiriesInput).query(({ ctx, input }) => listInquiries(ctx, input)),
    byId: adminProcedure.input(idOnlyInput).query(({ ctx, input }) => inquiryThread(ctx, input)),
    openCount: adminProcedure.query(({ ctx }) => openInquiryCount(ctx)),
    answer: adminProcedure.input(postInput).mutation(({ ctx, input }) => answerInquiry(ctx, input)),
    close: adminProcedure.input(idOnlyInput).mutation(({ ctx, input }) => closeInquiry(ctx, input)),
  },
} satisfies TRPCRouterRecord
