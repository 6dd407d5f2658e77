import {
  createNoticeInput,
  idOnlyInput,
  listInquiriesInput,
  listNoticesInput,
  listSentInput,
  postInput,
  receiptsInput,
  sendMessageInput,
  updateNoticeInput,
} from '@pb/contract/inputs/messages'
import {
  answerInquiry,
  closeInquiry,
  inquiryThread,
  listInquiries,
  openInquiryCount,
} from '@pb/core/messages/admin-inquiries'
import {
  createNotice,
  listNotices,
  noticeById,
  publishNotice,
  removeNotice,
  unpublishNotice,
  updateNotice,
} from '@pb/core/messages/notices'
import { listSentMessages, messageReceipts, sendMessage } from '@pb/core/messages/sent-messages'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import {
  adminInquiries,
  adminNotice,
  adminNotices,
  adminThread,
  openInquiries,
  receipts,
  removedNotice,
  sentMessage,
  sentMessages,
} from '../../rest/responses/messages'
import { adminProcedure } from '../../trpc'

/** The operator's messages (docs/messages.md), within the administrator's subtree. */
export const adminMessagesRouter = {
  notices: {
    list: adminProcedure('notices.view')
      .meta({
        rest: { method: 'GET', path: '/admin/notices', summary: '공지 목록 (status, orgId, q, sort, order)' },
      })
      .input(listNoticesInput)
      .output(answer(adminNotices))
      .query(({ ctx, input }) => listNotices(ctx, input)),
    byId: adminProcedure('notices.view')
      .meta({ rest: { method: 'GET', path: '/admin/notices/{id}', summary: '공지 상세' } })
      .input(idOnlyInput)
      .output(answer(adminNotice))
      .query(({ ctx, input }) => noticeById(ctx, input)),
    create: adminProcedure('notices.manage')
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/notices',
          summary: '공지 작성 (작성 중 상태로 저장)',
          status: 201,
        },
      })
      .input(createNoticeInput)
      .output(answer(adminNotice))
      .mutation(({ ctx, input }) => createNotice(ctx, input)),
    update: adminProcedure('notices.manage')
      .meta({ rest: { method: 'PUT', path: '/admin/notices/{id}', summary: '공지 수정' } })
      .input(updateNoticeInput)
      .output(answer(adminNotice))
      .mutation(({ ctx, input }) => updateNotice(ctx, input)),
    publish: adminProcedure('notices.manage')
      .meta({ rest: { method: 'POST', path: '/admin/notices/{id}/publish', summary: '공지 게시' } })
      .input(idOnlyInput)
      .output(answer(adminNotice))
      .mutation(({ ctx, input }) => publishNotice(ctx, input)),
    unpublish: adminProcedure('notices.manage')
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/notices/{id}/unpublish',
          summary: '공지 내리기 (작성 중으로 돌아감)',
        },
      })
      .input(idOnlyInput)
      .output(answer(adminNotice))
      .mutation(({ ctx, input }) => unpublishNotice(ctx, input)),
    remove: adminProcedure('notices.manage')
      .meta({ rest: { method: 'DELETE', path: '/admin/notices/{id}', summary: '작성 중인 공지 삭제' } })
      .input(idOnlyInput)
      .output(answer(removedNotice))
      .mutation(({ ctx, input }) => removeNotice(ctx, input)),
  },

  sent: {
    list: adminProcedure('messages.view')
      .meta({ rest: { method: 'GET', path: '/admin/messages', summary: '보낸 메시지 (읽음/전체)' } })
      .input(listSentInput)
      .output(answer(sentMessages))
      .query(({ ctx, input }) => listSentMessages(ctx, input)),
    send: adminProcedure('messages.send')
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/messages',
          summary: '메시지 보내기 (memberId: 한 회원, orgId: 조직의 모든 회원)',
          status: 201,
        },
      })
      .input(sendMessageInput)
      .output(answer(sentMessage))
      .mutation(({ ctx, input }) => sendMessage(ctx, input)),
    receipts: adminProcedure('messages.view')
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/messages/{id}/receipts',
          summary: '메시지 수신 확인 (누가 언제 읽었는지)',
        },
      })
      .input(receiptsInput)
      .output(answer(receipts))
      .query(({ ctx, input }) => messageReceipts(ctx, input)),
  },

  inquiries: {
    list: adminProcedure('inquiries.view')
      .meta({
        rest: { method: 'GET', path: '/admin/inquiries', summary: '1:1 문의 목록 (status, memberId, order)' },
      })
      .input(listInquiriesInput)
      .output(answer(adminInquiries))
      .query(({ ctx, input }) => listInquiries(ctx, input)),
    byId: adminProcedure('inquiries.view')
      .meta({ rest: { method: 'GET', path: '/admin/inquiries/{id}', summary: '1:1 문의와 답변 내역' } })
      .input(idOnlyInput)
      .output(answer(adminThread))
      .query(({ ctx, input }) => inquiryThread(ctx, input)),
    openCount: adminProcedure('inquiries.view')
      .meta({
        rest: { method: 'GET', path: '/admin/inquiries/open-count', summary: '답변을 기다리는 문의 수' },
      })
      .output(answer(openInquiries))
      .query(({ ctx }) => openInquiryCount(ctx)),
    answer: adminProcedure('inquiries.answer')
      .meta({ rest: { method: 'POST', path: '/admin/inquiries/{id}/answer', summary: '문의에 답변' } })
      .input(postInput)
      .output(answer(adminThread))
      .mutation(({ ctx, input }) => answerInquiry(ctx, input)),
    close: adminProcedure('inquiries.answer')
      .meta({ rest: { method: 'POST', path: '/admin/inquiries/{id}/close', summary: '문의 종료' } })
      .input(idOnlyInput)
      .output(answer(adminThread))
      .mutation(({ ctx, input }) => closeInquiry(ctx, input)),
  },
} satisfies TRPCRouterRecord
