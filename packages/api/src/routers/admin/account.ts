import { changePasswordInput } from '@pb/contract/inputs/members'
import {
  confirmTotpEnrolment,
  currentPasswordInput,
  disableTotp,
  startTotpEnrolment,
  totpCodeInput,
  totpStatus,
} from '@pb/core/auth/totp-enrolment'
import { changeAdminPassword } from '@pb/core/users/change-password'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { totpSetup } from '../../rest/responses/account'
import { adminProcedure } from '../../trpc'

/**
 * The signed-in administrator's own account: password and second factor, each change asking for the
 * current password (a stolen session alone changes neither).
 */
export const adminAccountRouter = {
  changePassword: adminProcedure('account.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/password',
        summary: '관리자 본인 비밀번호 변경 (다른 로그인 종료)',
      },
    })
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changeAdminPassword(ctx, input)),

  totpStatus: adminProcedure('account.manage')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/account/totp',
        summary: '내 2단계 인증 상태 (사용, 등급 필수 여부, 남은 복구 코드)',
      },
    })
    .query(({ ctx }) => totpStatus(ctx)),

  totpSetup: adminProcedure('account.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/account/totp/setup',
        summary: '2단계 인증 등록 시작 (currentPassword; 비밀키와 QR 코드)',
      },
    })
    .input(currentPasswordInput)
    .output(answer(totpSetup))
    .mutation(({ ctx, input }) => startTotpEnrolment(ctx, input)),

  totpConfirm: adminProcedure('account.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/account/totp/confirm',
        summary: '2단계 인증 등록 확인 (currentPassword와 첫 코드; 복구 코드 10개를 한 번만 응답)',
      },
    })
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => confirmTotpEnrolment(ctx, input)),

  totpDisable: adminProcedure('account.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/account/totp/disable',
        summary: '2단계 인증 해제 (currentPassword와 현재 코드 또는 복구 코드)',
      },
    })
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => disableTotp(ctx, input)),
} satisfies TRPCRouterRecord
