import { sessionList, totpSetup } from './responses/account'
import type { RestRoute } from './routes'

/** The second factor of a sign-in and the caller's own sessions. */
export const accountRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login/totp',
    procedure: 'auth.loginTotp',
    summary: '2단계 인증으로 로그인 완료 (challengeToken + 인증 앱 코드 또는 복구 코드)',
  },
  {
    method: 'POST',
    path: '/auth/login/totp/enrol',
    procedure: 'auth.enrolTotp',
    summary: '로그인 중 2단계 인증 등록 (등급에 필수인데 미등록일 때, challengeToken)',
    response: totpSetup,
  },
  {
    method: 'GET',
    path: '/auth/sessions',
    procedure: 'auth.sessions',
    summary: '내 로그인 기기 목록',
    response: sessionList,
  },
  {
    method: 'DELETE',
    path: '/auth/sessions/{id}',
    procedure: 'auth.endSession',
    summary: '로그인 기기 로그아웃 (그 세션의 토큰과 이벤트 스트림 종료)',
  },
  {
    method: 'GET',
    path: '/admin/account/totp',
    procedure: 'admin.account.totpStatus',
    summary: '내 2단계 인증 상태 (사용, 등급 필수 여부, 남은 복구 코드)',
  },
  {
    method: 'POST',
    path: '/admin/account/totp/setup',
    procedure: 'admin.account.totpSetup',
    summary: '2단계 인증 등록 시작 (currentPassword; 비밀키와 QR 코드)',
    response: totpSetup,
  },
  {
    method: 'POST',
    path: '/admin/account/totp/confirm',
    procedure: 'admin.account.totpConfirm',
    summary: '2단계 인증 등록 확인 (currentPassword와 첫 코드; 복구 코드 10개를 한 번만 응답)',
  },
  {
    method: 'POST',
    path: '/admin/account/totp/disable',
    procedure: 'admin.account.totpDisable',
    summary: '2단계 인증 해제 (currentPassword와 현재 코드 또는 복구 코드)',
  },
]
