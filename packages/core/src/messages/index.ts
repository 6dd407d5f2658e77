export {
  answerInquiry,
  closeInquiry,
  inquiryThread,
  listInquiries,
  openInquiryCount,
} from './admin-inquiries'
export { myInbox, readMessage, unreadCount } from './inbox'
export {
  askInquiry,
  closeMyInquiry,
  markAnswerRead,
  myInquiries,
  myInquiry,
  replyToInquiry,
} from './member-inquiries'
export { currentNotices } from './member-notices'
export {
  createNotice,
  listNotices,
  noticeById,
  publishNotice,
  removeNotice,
  unpublishNotice,
  updateNotice,
} from './notices'
export { listSentMessages, messageReceipts, sendMessage } from './sent-messages'
