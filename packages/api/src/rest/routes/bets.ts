import { idempotencyKeyHeader } from '../idempotency-key'
import { placeBetRequest } from '../requests/place-bet'
import { bet, betHistory, placedBet, roundCaps } from '../responses/bet'
import type { RoutesOf } from '../route'

/** Placing bets and reading one's own. */
export const betsRoutes: RoutesOf<'bets'>[] = [
  {
    method: 'POST',
    path: '/bets',
    procedure: 'bets.place',
    summary: '베팅 (roundId+items 또는 게임 화면 형식)',
    status: 201,
    extraInput: idempotencyKeyHeader,
    edgeRequest: placeBetRequest,
    edgeNames: { answer: { 'items.stake': 'stakeAmount' } },
    response: placedBet,
  },
  {
    method: 'GET',
    path: '/bets/history',
    procedure: 'bets.history',
    summary: '베팅 내역',
    response: betHistory,
  },
  {
    method: 'GET',
    path: '/bets/caps',
    procedure: 'bets.caps',
    summary: '회차 베팅 한도와 내가 이미 베팅한 금액 (roundId, 기본: 진행 회차)',
    edgeNames: { request: { roundNo: 'roundId' } },
    response: roundCaps,
  },
  { method: 'GET', path: '/bets/{id}', procedure: 'bets.byId', summary: '베팅 상세', response: bet },
]
