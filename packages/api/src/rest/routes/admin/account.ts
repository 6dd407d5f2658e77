import { totpSetup } from '../../responses/account'
import type { RoutesOf } from '../../route'

/** The administrator's own second factor and password. */
export const adminAccountRoutes: RoutesOf<'admin.account'>[] = [
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
  {
    method: 'PUT',
    path: '/admin/password',
    procedure: 'admin.account.changePassword',
    summary: '관리자 본인 비밀번호 변경 (다른 로그인 종료)',
  },
]
