import {
  askInput,
  askInquiry,
  closeMyInquiry,
  currentNotices,
  idOnlyInput,
  markAnswerRead,
  memberPageInput,
  myInbox,
  myInquiries,
  myInquiry,
  postInput,
  readMessage,
  replyToInquiry,
  unreadCount,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

/** The member's side of the operator's messages (docs/messages.md): notices, inbox, 1:1 inquiries. */
export const messagesRouter = {
  notices: memberProcedure.query(({ ctx }) => currentNotices(ctx)),

  inbox: memberProcedure.input(memberPageInput).query(({ ctx, input }) => myInbox(ctx, input)),

  read: memberProcedure.input(idOnlyInput).mutation(({ ctx, input }) => readMessage(ctx, input)),

  unreadCount: memberProcedure.query(({ ctx }) => unreadCount(ctx)),

  inquiries: {
    list: memberProcedure.input(memberPageInput).query(({ ctx, input }) => myInquiries(ctx, input)),

    byId: memberProcedure.input(idOnlyInput).query(({ ctx, input }) => myInquiry(ctx, input)),

    ask: memberProcedure.input(askInput).mutation(({ ctx, input }) => askInquiry(ctx, input)),

    reply: memberProcedure.input(postInput).mutation(({ ctx, input }) => replyToInquiry(ctx, input)),

    close: memberProcedure.input(idOnlyInput).mutation(({ ctx, input }) => closeMyInquiry(ctx, input)),

    markAnswerRead: memberProcedure
      .input(idOnlyInput)
      .mutation(({ ctx, input }) => markAnswerRead(ctx, input)),
  },
} satisfies TRPCRouterRecord
