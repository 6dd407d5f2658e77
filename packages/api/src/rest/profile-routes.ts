import { member } from './responses/member'
import { accountSummary, realityCheck, signIns } from './responses/profile'
import type { RestRoute } from './routes'

/** The member's own account: what they edit, their sign-ins, lifetime totals and play-time checks. */
export const profileRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/users/profile',
    procedure: 'users.updateProfile',
    summary: '내 정보 수정 (닉네임, 전화번호, 이메일)',
    response: member,
  },
  {
    method: 'GET',
    path: '/users/sign-ins',
    procedure: 'users.signIns',
    summary: '내 로그인 기록 (최신순, 시각·기기·주소)',
    response: signIns,
  },
  {
    method: 'GET',
    path: '/users/reality-check',
    procedure: 'users.realityCheck',
    summary: '이용 시간 알림: 세션 시작 시각, 세션 손익, 알림 간격',
    response: realityCheck,
  },
  {
    method: 'PUT',
    path: '/users/reality-check',
    procedure: 'users.setRealityCheck',
    summary: '이용 시간 알림 간격 변경 (minutes: 0, 15, 30, 60)',
    response: realityCheck,
  },
  {
    method: 'GET',
    path: '/users/account-summary',
    procedure: 'users.accountSummary',
    summary: '전체 기간 충전·환전 합계와 베팅 손익',
    response: accountSummary,
  },
  {
    method: 'GET',
    path: '/users/ledger.csv',
    procedure: 'users.ledgerCsv',
    summary: '최근 90일 머니 내역 CSV 다운로드 (UTF-8 BOM)',
    file: { contentType: 'text/csv; charset=utf-8', name: 'ledger.csv' },
  },
]
