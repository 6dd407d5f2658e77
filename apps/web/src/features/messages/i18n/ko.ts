/**
 * The member inbox's words (the 'messages' namespace), loaded with /inbox. The few words the game
 * page and the member menu need live in the entry catalog (`messages` there).
 */
export const messagesKo = {
  title: '받은 편지함',
  help: '운영자의 공지와 메시지를 보고, 1:1 문의를 남길 수 있습니다.',
  tabs: { notices: '공지', messages: '메시지', inquiries: '1:1 문의' },
  notices: {
    empty: '지금 게시된 공지가 없습니다.',
    pinned: '고정',
  },
  messages: {
    empty: '받은 메시지가 없습니다.',
    unread: '읽지 않음',
    open: '열기',
    close: '접기',
    readFailed: '메시지를 열지 못했습니다.',
  },
  inquiries: {
    empty: '남긴 문의가 없습니다.',
    ask: '문의하기',
    askTitle: '1:1 문의하기',
    askHelp: '답변은 소속 매장과 상위 관리자가 드립니다. 답변이 오면 메뉴에 표시됩니다.',
    titleLabel: '제목',
    bodyLabel: '내용',
    submit: '보내기',
    cancel: '취소',
    sent: '문의를 보냈습니다.',
    failed: '문의를 보내지 못했습니다.',
    back: '문의 목록',
    you: '나',
    operator: '운영자',
    reply: '덧붙이기',
    replyLabel: '추가 내용',
    replyHelp: '답변을 받은 문의나 종료된 문의에 덧붙이면 다시 답변을 기다립니다.',
    replied: '내용을 덧붙였습니다.',
    closeInquiry: '문의 종료',
    closed: '문의를 종료했습니다.',
    newAnswer: '새 답변',
    loadFailed: '문의를 불러오지 못했습니다.',
    status: { OPEN: '답변 대기', ANSWERED: '답변 완료', CLOSED: '종료' },
  },
  loadFailed: '불러오지 못했습니다.',
}

export type MessagesCatalog = typeof messagesKo
