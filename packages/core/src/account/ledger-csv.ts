import { type MoneyLedgerType, moneyLedger } from '@pb/db'
import { and, asc, eq, gte } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { toCsv } from '../csv'
import { kstDateTimeOf } from '../date-range'

/** How far back the download reaches. */
const LEDGER_CSV_DAYS = 90

/** The Korean name of each money movement, as the member's history shows it. */
const typeNames: Record<MoneyLedgerType, string> = {
  BET_STAKE: '베팅',
  BET_PAYOUT: '당첨금',
  BET_REFUND: '베팅 환불',
  TOPUP: '충전',
  WITHDRAW_HOLD: '환전 신청',
  WITHDRAW_RELEASE: '환전 반환',
  WITHDRAW_APPROVED: '환전 완료',
  ADJUST_CREDIT: '머니 지급',
  ADJUST_DEBIT: '머니 회수',
  POINT_CONVERT: '포인트 전환',
  BET_PAYOUT_REVERSAL: '당첨금 재정산 회수',
  COMMISSION: '수수료 정산',
}

const header = ['일시', '구분', '금액', '잔액', '거래 번호', '메모']

/**
 * The member's money ledger of the last 90 days as CSV (GET /users/ledger.csv), oldest first so the
 * balance column reads down like a statement. Rows a settlement archived are included: it is the
 * member's own record.
 */
export async function myLedgerCsv(ctx: UseCaseContext): Promise<string> {
  const { userId } = requireMember(ctx)
  const since = new Date(ctx.clock.now().getTime() - LEDGER_CSV_DAYS * 24 * 3600 * 1000)
  const rows = await ctx.db
    .select()
    .from(moneyLedger)
    .where(and(eq(moneyLedger.userId, userId), gte(moneyLedger.createdAt, since)))
    .orderBy(asc(moneyLedger.id))
  const lines = rows.map((row) => {
    const { date, time } = kstDateTimeOf(row.createdAt)
    return [`${date} ${time}`, typeNames[row.type], row.amount, row.balanceAfter, row.id, row.note]
  })
  return toCsv(header, lines)
}
