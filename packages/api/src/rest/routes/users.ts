import { moneyLedger } from '../responses/ledger'
import { member } from '../responses/member'
import { accountSummary, realityCheck, signIns } from '../responses/profile'
import { selfExclusion, selfLimits } from '../responses/responsible-play'
import { wallet } from '../responses/wallet'
import type { RoutesOf } from '../route'

/** The member's own account: profile, wallet, ledger, password, sign-ins, play-time checks and responsible-play limits. */
export const usersRoutes: RoutesOf<'users'>[] = [
  { method: 'GET', path: '/users/profile', procedure: 'users.profile', summary: '회원 정보' },
  {
    method: 'GET',
    path: '/users/wallet',
    procedure: 'users.wallet',
    summary: '보유 머니와 포인트',
    response: wallet,
  },
  {
    method: 'GET',
    path: '/users/ledger',
    procedure: 'users.ledger',
    summary: '머니 내역',
    response: moneyLedger,
  },
  { method: 'PUT', path: '/users/password', procedure: 'users.changePassword', summary: '비밀번호 변경' },
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
  {
    method: 'GET',
    path: '/users/limits',
    procedure: 'users.limits',
    summary: '내 충전·베팅·손실 한도 (일·주·월, 대기 중인 변경 포함)',
    response: selfLimits,
  },
  {
    method: 'PUT',
    path: '/users/limits',
    procedure: 'users.setLimit',
    summary: '한도 설정 {type, period, amount} (낮추기는 즉시, 올리기·해제(null)는 24시간 후)',
    response: selfLimits,
  },
  {
    method: 'POST',
    path: '/users/self-exclusion',
    procedure: 'users.selfExclude',
    summary: '타임아웃 {days: 1|7|30}, 자기 제외 {days: 180|365|1825} 또는 {permanent: true} (연장만 가능)',
    response: selfExclusion,
  },
]
