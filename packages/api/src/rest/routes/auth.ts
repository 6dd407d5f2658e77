import { sessionList, signedIn, totpSetup } from '../responses/account'
import type { RoutesOf } from '../route'

/** Sign-in (with its second factor), refresh, sign-out and the caller's own sessions. */
export const authRoutes: RoutesOf<'auth'>[] = [
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    summary: '로그인 (area: member | admin)',
    response: signedIn,
  },
  {
    method: 'POST',
    path: '/admin/auth/login',
    procedure: 'auth.login',
    summary: '관리자 로그인',
    extraInput: () => ({ area: 'admin' }),
    response: signedIn,
  },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', summary: '로그아웃' },
  { method: 'GET', path: '/auth/me', procedure: 'auth.me', summary: '현재 사용자' },
  { method: 'POST', path: '/auth/refresh', procedure: 'auth.refresh', summary: '토큰 갱신 (회전)' },
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
]
