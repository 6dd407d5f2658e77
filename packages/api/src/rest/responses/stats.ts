import { z } from 'zod'
import { int } from './shared'

const won = (description: string) => int().describe(`${description} (원)`)

/** `GET /api/admin/stats`: the console's summary bar over the administrator's subtree. */
export const adminStats = z.strictObject({
  startDate: z.iso.date().describe('한국 시각의 날짜; 기본은 오늘'),
  endDate: z.iso.date(),
  deposit: won('승인된 충전, 승인일 기준'),
  withdrawal: won('승인된 출금, 승인일 기준'),
  profit: won('deposit − withdrawal'),
  adjustment: won('관리자 머니 지급(+)·회수(−)의 합'),
  betting: won('취소되지 않은 베팅액, 베팅일 기준'),
  winning: won('그 베팅의 지급액'),
  balance: won('지금 보유 머니의 합'),
  points: int().describe('지금 보유 포인트의 합'),
})

const figures = {
  REQ_CNT: int().describe('기간에 신청된 충전·출금 건수'),
  DONE_CNT: int().describe('그중 처리(승인·거절)된 건수'),
  MONEY_BAL: won('기간이 끝날 때 보유 머니의 합, 원장 합계'),
  POINT_BAL: int().describe('기간이 끝날 때 보유 포인트의 합, 원장 합계'),
  HOLDING_BET_AMT: won('기간에 베팅되어 아직 추첨을 기다리는 베팅액'),
  TOPUP_AMT: won('기간에 승인된 충전'),
  WITHDRAW_AMT: won('기간에 승인된 출금'),
  INOUT_PL: won('TOPUP_AMT − WITHDRAW_AMT'),
  BET_STAKE: won('기간에 베팅된(베팅일 기준) 취소되지 않은 베팅액'),
  BET_WIN: won('그 베팅의 지급액'),
  BET_LOSE: won('그 베팅 중 미적중 항목의 베팅액'),
  BET_PL: won('BET_STAKE − BET_WIN, 운영 손익'),
}
const periodRow = z.strictObject({
  D: z.string().describe("기간: 'YYYY-MM-DD', 'YYYY-MM', 'YYYY'; 회원별·합계는 'YYYY-MM-DD~YYYY-MM-DD'"),
  ...figures,
})
const memberRow = periodRow.extend({ userId: int(), loginId: z.string(), nickname: z.string() })

/** `GET /api/admin/stats/aggregate`: a row per period (or per member with groupBy=member) and the totals. */
export const statsAggregate = z.strictObject({
  granularity: z.enum(['daily', 'monthly', 'yearly']),
  groupBy: z.enum(['period', 'member']),
  start: z.iso.date(),
  end: z.iso.date(),
  items: z.union([z.array(periodRow), z.array(memberRow)]),
  totals: periodRow,
})
