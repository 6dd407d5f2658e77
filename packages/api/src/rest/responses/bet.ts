import { betStatuses } from '@pb/db'
import { capGroups } from '@pb/game'
import { z } from 'zod'
import { instant, int, paged } from './shared'

/** `POST /api/bets`: the purchase just placed. */
export const placedBet = z.strictObject({
  purchaseNo: z.string(),
  roundNo: int(),
  totalStake: int(),
  items: z.array(z.strictObject({ selectionCode: z.string(), stake: int(), oddsTaken: z.number() })),
  moneyAfter: int().describe('베팅 후 보유 머니 (원)'),
})

const status = z.enum(betStatuses)

/** `GET /api/bets/{id}`: a purchase as the member sees it. */
export const bet = z.strictObject({
  id: int(),
  userId: int(),
  roundNo: int(),
  purchaseNo: z.string(),
  gameName: z.string(),
  placedAt: instant(),
  settledAt: instant().nullable(),
  totalStake: int(),
  expectedPayout: int(),
  actualPayout: int(),
  statusCode: status,
  moneyBefore: int(),
  moneyAfter: int(),
  items: z.array(
    z.strictObject({
      id: int(),
      marketCode: z.string(),
      marketName: z.string(),
      selectionCode: z.string(),
      selectionName: z.string(),
      SELECTION_CODE: z.string().describe('selectionCode와 같은 값'),
      stake: int(),
      oddsTaken: z.number(),
      ODDS_TAKEN: z.number().describe('oddsTaken과 같음 (이전 형식)'),
      ODDS: z.number().describe('oddsTaken과 같음 (이전 형식)'),
      statusCode: status,
      payout: int(),
      points: int().describe('적립 포인트'),
    }),
  ),
})
// The detail takes its one view out of a list of views, so its type adds an `undefined` it never answers.

/** `GET /api/bets/history` */
export const betHistory = paged(bet)

const capUse = {
  cap: int().describe('운영자 한도 (원)'),
  staked: int().describe('이 회차에 이미 베팅한 금액 (원, 취소 제외)'),
}

/** `GET /api/bets/caps`: the operator's caps beside the member's own stakes on the round. */
export const roundCaps = z.strictObject({
  roundNo: int(),
  groups: z.array(z.strictObject({ group: z.enum(capGroups), ...capUse })),
  total: z.strictObject(capUse),
})
