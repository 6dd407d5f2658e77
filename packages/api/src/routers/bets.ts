import { betDetail, betHistory } from '@pb/core/betting/history'
import { placeBet } from '@pb/core/betting/place-bet'
import { roundCaps } from '@pb/core/betting/round-caps'
import { betHistoryInput, betIdInput, placeBetInput, roundCapsInput } from '@pb/core/betting/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../answer'
import { idempotencyKeyHeader } from '../rest/idempotency-key'
import { placeBetRequest } from '../rest/requests/place-bet'
import {
  bet,
  betHistory as betHistoryAnswer,
  placedBet,
  roundCaps as roundCapsAnswer,
} from '../rest/responses/bet'
import { memberProcedure } from '../trpc'

export const betsRouter = {
  place: memberProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/bets',
        summary: '베팅 (roundId+items 또는 게임 화면 형식)',
        status: 201,
        extraInput: idempotencyKeyHeader,
        edgeRequest: placeBetRequest,
        edgeNames: { answer: { 'items.stake': 'stakeAmount' } },
      },
    })
    .input(placeBetInput)
    .output(answer(placedBet))
    .mutation(({ ctx, input }) => placeBet(ctx, input)),

  history: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bets/history',
        summary: '베팅 내역',
      },
    })
    .input(betHistoryInput)
    .output(answer(betHistoryAnswer))
    .query(({ ctx, input }) => betHistory(ctx, input)),

  /** The operator's caps and what the member already staked on the round, known before a purchase. */
  caps: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bets/caps',
        summary: '회차 베팅 한도와 내가 이미 베팅한 금액 (roundId, 기본: 진행 회차)',
        edgeNames: { request: { roundNo: 'roundId' } },
      },
    })
    .input(roundCapsInput)
    .output(answer(roundCapsAnswer))
    .query(({ ctx, input }) => roundCaps(ctx, input)),

  byId: memberProcedure
    .meta({ rest: { method: 'GET', path: '/bets/{id}', summary: '베팅 상세' } })
    .input(betIdInput)
    .output(answer(bet))
    .query(({ ctx, input }) => betDetail(ctx, input)),
} satisfies TRPCRouterRecord
