import { askInput, idOnlyInput, memberPageInput, postInput } from '@pb/contract/inputs/messages'
import { myInbox, readMessage, unreadCount } from '@pb/core/messages/inbox'
import {
  askInquiry,
  closeMyInquiry,
  markAnswerRead,
  myInquiries,
  myInquiry,
  replyToInquiry,
} from '@pb/core/messages/member-inquiries'
import { currentNotices } from '@pb/core/messages/member-notices'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../answer'
import {
  answerRead,
  inbox,
  inboxMessage,
  memberInquiries,
  memberNotices,
  memberThread,
  unread,
} from '../rest/responses/messages'
import { memberProcedure } from '../trpc'

/** The member's side of the operator's messages (docs/messages.md): notices, inbox, 1:1 inquiries. */
export const messagesRouter = {
  notices: memberProcedure
    .meta({ rest: { method: 'GET', path: '/notices', summary: '게시 중인 공지 (고정 공지 먼저)' } })
    .output(answer(memberNotices))
    .query(({ ctx }) => currentNotices(ctx)),

  inbox: memberProcedure
    .meta({ rest: { method: 'GET', path: '/messages', summary: '받은 메시지' } })
    .input(memberPageInput)
    .output(answer(inbox))
    .query(({ ctx, input }) => myInbox(ctx, input)),

  read: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/messages/{id}/read',
        summary: '메시지 읽기 (처음 읽을 때 수신 확인 기록)',
      },
    })
    .input(idOnlyInput)
    .output(answer(inboxMessage))
    .mutation(({ ctx, input }) => readMessage(ctx, input)),

  unreadCount: memberProcedure
    .meta({
      rest: { method: 'GET', path: '/messages/unread-count', summary: '읽지 않은 메시지와 문의 답변 수' },
    })
    .output(answer(unread))
    .query(({ ctx }) => unreadCount(ctx)),

  inquiries: {
    list: memberProcedure
      .meta({ rest: { method: 'GET', path: '/inquiries', summary: '나의 1:1 문의' } })
      .input(memberPageInput)
      .output(answer(memberInquiries))
      .query(({ ctx, input }) => myInquiries(ctx, input)),

    byId: memberProcedure
      .meta({ rest: { method: 'GET', path: '/inquiries/{id}', summary: '1:1 문의와 답변 내역' } })
      .input(idOnlyInput)
      .output(answer(memberThread))
      .query(({ ctx, input }) => myInquiry(ctx, input)),

    ask: memberProcedure
      .meta({ rest: { method: 'POST', path: '/inquiries', summary: '1:1 문의하기', status: 201 } })
      .input(askInput)
      .output(answer(memberThread))
      .mutation(({ ctx, input }) => askInquiry(ctx, input)),

    reply: memberProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/inquiries/{id}/replies',
          summary: '문의에 덧붙이기 (답변된 문의나 종료된 문의는 다시 열림)',
        },
      })
      .input(postInput)
      .output(answer(memberThread))
      .mutation(({ ctx, input }) => replyToInquiry(ctx, input)),

    close: memberProcedure
      .meta({ rest: { method: 'POST', path: '/inquiries/{id}/close', summary: '문의 종료' } })
      .input(idOnlyInput)
      .output(answer(memberThread))
      .mutation(({ ctx, input }) => closeMyInquiry(ctx, input)),

    markAnswerRead: memberProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/inquiries/{id}/answer-read',
          summary: '답변 확인 (읽지 않은 답변 수에서 빠짐)',
        },
      })
      .input(idOnlyInput)
      .output(answer(answerRead))
      .mutation(({ ctx, input }) => markAnswerRead(ctx, input)),
  },
} satisfies TRPCRouterRecord
