/**
 * The account page's words, a namespace of their own ('account') that loads with /profile, so the
 * sign-in screens and the game page never carry them.
 */
export const accountKo = {
  edit: {
    title: '내 정보 수정',
    help: '닉네임, 전화번호, 이메일을 바꿀 수 있습니다. 아이디와 계좌 정보는 관리자에게 문의하세요.',
    nickname: '닉네임',
    phone: '전화번호',
    email: '이메일',
    phonePlaceholder: '010-1234-5678',
    emailPlaceholder: 'name@example.com',
    submit: '저장',
    saved: '내 정보가 저장되었습니다.',
    unchanged: '바뀐 내용이 없습니다.',
    failed: '내 정보를 저장하지 못했습니다.',
  },
  signIns: {
    title: '로그인 기록',
    description:
      '최근 로그인한 일시, 기기와 IP 주소입니다. 기억나지 않는 로그인이 있으면 비밀번호를 바꾸세요.',
    loading: '로그인 기록을 불러오는 중...',
    loadFailed: '로그인 기록을 불러오지 못했습니다.',
    empty: '로그인 기록이 없습니다.',
    time: '일시',
    device: '기기',
    address: 'IP 주소',
    current: '현재 접속',
  },
  summary: {
    title: '이용 요약',
    description: '가입 후 전체 기간의 합계입니다.',
    deposits: '총 충전',
    withdrawals: '총 환전',
    netResult: '베팅 손익',
    netHelp: '정산된 베팅의 당첨금 − 베팅금',
    pending: '추첨 대기 중인 베팅 {{amount}}은 포함되지 않습니다.',
    loadFailed: '이용 요약을 불러오지 못했습니다.',
    download: '최근 90일 내역 다운로드 (CSV)',
    downloadHelp: '최근 90일의 머니 내역을 엑셀에서 열 수 있는 CSV 파일로 받습니다.',
    downloaded: '머니 내역 파일을 받았습니다.',
    downloadFailed: '머니 내역 파일을 받지 못했습니다.',
    fileName: '머니내역_{{date}}.csv',
  },
  realityCheck: {
    title: '이용 시간 알림',
    description:
      '설정한 시간마다 이번 접속의 이용 시간과 손익을 알려드립니다. 모든 기기에 같은 설정이 적용됩니다.',
    label: '알림 간격',
    options: {
      off: '끄기',
      '15': '15분',
      '30': '30분',
      '60': '60분',
    },
    saved: '알림 간격을 저장했습니다.',
    failed: '알림 간격을 저장하지 못했습니다.',
  },
}

export type AccountCatalog = typeof accountKo
