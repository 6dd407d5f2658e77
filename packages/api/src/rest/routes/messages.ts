import {
  answerRead,
  inbox,
  inboxMessage,
  memberInquiries,
  memberNotices,
  memberThread,
  unread,
} from '../responses/messages'
import type { RoutesOf } from '../route'

/** The member's notices, inbox and 1:1 inquiries (docs/messages.md). */
export const messagesRoutes: RoutesOf<'messages'>[] = [
  {
    method: 'GET',
    path: '/notices',
    procedure: 'messages.notices',
    summary: '게시 중인 공지 (고정 공지 먼저)',
    response: memberNotices,
  },
  { method: 'GET', path: '/messages', procedure: 'messages.inbox', summary: '받은 메시지', response: inbox },
  {
    method: 'GET',
    path: '/messages/unread-count',
    procedure: 'messages.unreadCount',
    summary: '읽지 않은 메시지와 문의 답변 수',
    response: unread,
  },
  {
    method: 'POST',
    path: '/messages/{id}/read',
    procedure: 'messages.read',
    summary: '메시지 읽기 (처음 읽을 때 수신 확인 기록)',
    response: inboxMessage,
  },
  {
    method: 'GET',
    path: '/inquiries',
    procedure: 'messages.inquiries.list',
    summary: '나의 1:1 문의',
    response: memberInquiries,
  },
  {
    method: 'POST',
    path: '/inquiries',
    procedure: 'messages.inquiries.ask',
    summary: '1:1 문의하기',
    status: 201,
    response: memberThread,
  },
  {
    method: 'GET',
    path: '/inquiries/{id}',
    procedure: 'messages.inquiries.byId',
    summary: '1:1 문의와 답변 내역',
    response: memberThread,
  },
  {
    method: 'POST',
    path: '/inquiries/{id}/replies',
    procedure: 'messages.inquiries.reply',
    summary: '문의에 덧붙이기 (답변된 문의나 종료된 문의는 다시 열림)',
    response: memberThread,
  },
  {
    method: 'POST',
    path: '/inquiries/{id}/close',
    procedure: 'messages.inquiries.close',
    summary: '문의 종료',
    response: memberThread,
  },
  {
    method: 'POST',
    path: '/inquiries/{id}/answer-read',
    procedure: 'messages.inquiries.markAnswerRead',
    summary: '답변 확인 (읽지 않은 답변 수에서 빠짐)',
    response: answerRead,
  },
]
