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
export {
  askInput,
  createNoticeInput,
  idOnlyInput,
  listInquiriesInput,
  listNoticesInput,
  listSentInput,
  memberPageInput,
  postInput,
  receiptsInput,
  sendMessageInput,
  updateNoticeInput,
} from './schemas'
export { listSentMessages, messageReceipts, sendMessage } from './sent-messages'
