import {
  myRequestsInput,
  pointConvertInput,
  pointHistoryInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { pointHistory } from '@pb/core/cashier/point-history'
import { myRequests } from '@pb/core/cashier/request-lists'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../answer'
import { idempotencyKeyHeader } from '../rest/idempotency-key'
import { pointHistory as pointHistoryAnswer } from '../rest/responses/ledger'
import {
  memberRequest,
  myRequests as myRequestsAnswer,
  pointConversion,
  withdrawal,
} from '../rest/responses/request'
import { memberProcedure } from '../trpc'

/** The member's own top-ups, withdrawals and point conversions. */
export const cashierRouter = {
  topup: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/transactions/topup',
        summary: '충전 신청 (승인 후 지급)',
        status: 201,
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(topupInput)
    .output(answer(memberRequest))
    .mutation(({ ctx, input }) => requestTopup(ctx, input)),

  withdraw: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/transactions/withdrawal',
        summary: '출금 신청 (신청 즉시 보류)',
        status: 201,
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(withdrawalInput)
    .output(answer(withdrawal))
    .mutation(({ ctx, input }) => requestWithdrawal(ctx, input)),

  convertPoints: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/transactions/point-convert',
        summary: '포인트 머니 전환 (1P = 1원)',
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(pointConvertInput)
    .output(answer(pointConversion))
    .mutation(({ ctx, input }) => convertPoints(ctx, input)),

  myRequests: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/transactions/my-transactions',
        summary: '나의 충전·출금·전환 내역',
      },
    })
    .input(myRequestsInput)
    .output(answer(myRequestsAnswer))
    .query(({ ctx, input }) => myRequests(ctx, input)),

  pointHistory: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/points',
        summary: '포인트 내역',
      },
    })
    .input(pointHistoryInput)
    .output(answer(pointHistoryAnswer))
    .query(({ ctx, input }) => pointHistory(ctx, input)),
} satisfies TRPCRouterRecord
