import { realityCheckIntervalInput, signInHistoryInput } from '@pb/contract/inputs/account'
import { changePasswordInput, updateProfileInput } from '@pb/contract/inputs/members'
import { selfExclusionInput, setLimitInput } from '@pb/contract/inputs/responsible-play'
import { accountSummary } from '@pb/core/account/account-summary'
import { myLedgerCsv } from '@pb/core/account/ledger-csv'
import { realityCheck, setRealityCheckInterval } from '@pb/core/account/reality-check'
import { signInHistory } from '@pb/core/account/sign-in-history'
import { pageInput } from '@pb/core/game/schemas'
import { myLimits, setLimit } from '@pb/core/responsible-play/limits'
import { excludeSelf } from '@pb/core/responsible-play/self-exclusion'
import { changePassword } from '@pb/core/users/change-password'
import { myProfile } from '@pb/core/users/profile'
import { updateProfile } from '@pb/core/users/update-profile'
import { myMoneyLedger } from '@pb/core/wallet/my-money-ledger'
import { myWallet } from '@pb/core/wallet/my-wallet'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../answer'
import { moneyLedger } from '../rest/responses/ledger'
import { member } from '../rest/responses/member'
import {
  accountSummary as accountSummaryAnswer,
  realityCheck as realityCheckAnswer,
  signIns,
} from '../rest/responses/profile'
import { selfExclusion, selfLimits } from '../rest/responses/responsible-play'
import { wallet } from '../rest/responses/wallet'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure
    .meta({ rest: { method: 'GET', path: '/users/profile', summary: '회원 정보' } })
    .query(({ ctx }) => myProfile(ctx)),

  updateProfile: memberProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/profile',
        summary: '내 정보 수정 (닉네임, 전화번호, 이메일)',
      },
    })
    .input(updateProfileInput)
    .output(answer(member))
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),

  signIns: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/sign-ins',
        summary: '내 로그인 기록 (최신순, 시각·기기·주소)',
      },
    })
    .input(signInHistoryInput)
    .output(answer(signIns))
    .query(({ ctx, input }) => signInHistory(ctx, input)),

  realityCheck: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/reality-check',
        summary: '이용 시간 알림: 세션 시작 시각, 세션 손익, 알림 간격',
      },
    })
    .output(answer(realityCheckAnswer))
    .query(({ ctx }) => realityCheck(ctx)),

  setRealityCheck: memberProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/reality-check',
        summary: '이용 시간 알림 간격 변경 (minutes: 0, 15, 30, 60)',
      },
    })
    .input(realityCheckIntervalInput)
    .output(answer(realityCheckAnswer))
    .mutation(({ ctx, input }) => setRealityCheckInterval(ctx, input)),

  accountSummary: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/account-summary',
        summary: '전체 기간 충전·환전 합계와 베팅 손익',
      },
    })
    .output(answer(accountSummaryAnswer))
    .query(({ ctx }) => accountSummary(ctx)),

  /** CSV text; REST answers it as a file (GET /users/ledger.csv), tRPC as a string. */
  ledgerCsv: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/ledger.csv',
        summary: '최근 90일 머니 내역 CSV 다운로드 (UTF-8 BOM)',
        file: { contentType: 'text/csv; charset=utf-8', name: 'ledger.csv' },
      },
    })
    .query(({ ctx }) => myLedgerCsv(ctx)),

  wallet: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/wallet',
        summary: '보유 머니와 포인트',
      },
    })
    .output(answer(wallet))
    .query(({ ctx }) => myWallet(ctx)),

  ledger: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/ledger',
        summary: '머니 내역',
      },
    })
    .input(pageInput)
    .output(answer(moneyLedger))
    .query(({ ctx, input }) => myMoneyLedger(ctx, input)),

  changePassword: memberProcedure
    .meta({ rest: { method: 'PUT', path: '/users/password', summary: '비밀번호 변경' } })
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),

  limits: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/limits',
        summary: '내 충전·베팅·손실 한도 (일·주·월, 대기 중인 변경 포함)',
      },
    })
    .output(answer(selfLimits))
    .query(({ ctx }) => myLimits(ctx)),

  setLimit: memberProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/limits',
        summary: '한도 설정 {type, period, amount} (낮추기는 즉시, 올리기·해제(null)는 24시간 후)',
      },
    })
    .input(setLimitInput)
    .output(answer(selfLimits))
    .mutation(({ ctx, input }) => setLimit(ctx, input)),

  selfExclude: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/users/self-exclusion',
        summary:
          '타임아웃 {days: 1|7|30}, 자기 제외 {days: 180|365|1825} 또는 {permanent: true} (연장만 가능)',
      },
    })
    .input(selfExclusionInput)
    .output(answer(selfExclusion))
    .mutation(({ ctx, input }) => excludeSelf(ctx, input)),
} satisfies TRPCRouterRecord
