import { type Database, type Db, type Executor, queryRows, rounds } from '@pb/db'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { GameEvent } from '../events/types'
import { applyBulkMoves, balanceUpdated, type MovedWallet } from '../ledger'
import { itemPointsSql, itemSettlementSql } from './payout-sql'

export interface SettledRound {
  roundNo: number
  settledBets: number
  events: GameEvent[]
}

type Round = typeof rounds.$inferSelect

interface SettledPurchase {
  user_id: number
  purchase_no: string
  status: 'WON' | 'LOST'
  total_payout: string
}

interface SettledPart {
  purchases: SettledPurchase[]
  wallets: MovedWallet[]
}

/**
 * The members of a round are settled in this many parts at once, each on its own connection, since
 * one statement runs on one Postgres core. Two measured faster than one, three or four on two cores.
 * PGlite has one connection, on which parts would only take turns: there it is one.
 */
export const settlementParts = (driver: Database['driver']) => (driver === 'pglite' ? 1 : POSTGRES_PARTS)
const POSTGRES_PARTS = 2

/**
 * Settles a drawn round exactly once (docs/game-rules.md §6.1). The members are split into parts settled in
 * parallel transactions; in each, an item's outcome, its purchase's total and the member's payout
 * and ledger rows are one statement that only takes PLACED items, so a part is all or nothing and an
 * item settles once whatever runs beside it. While a part runs it holds the round row shared, so a
 * re-settlement waits for it and then finds its items settled. The round turns DRAWN → SETTLED only
 * after every part has committed; a part that fails leaves the round DRAWN (the call fails once all
 * parts have ended), and the engine's next pass settles what is left.
 */
export async function settleRound(
  db: Db,
  roundNo: number,
  now: Date,
  parts = POSTGRES_PARTS,
): Promise<SettledRound | null> {
  // A round nobody bet on (most of those caught up after downtime) has no part to settle.
  const running = (await hasPlacedItems(db, roundNo)) ? parts : 0
  const outcomes = await Promise.allSettled(
    Array.from({ length: running }, (_, part) =>
      db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(rounds)
          .where(and(eq(rounds.roundNo, roundNo), eq(rounds.status, 'DRAWN')))
          .for('share')
        if (!round) return { purchases: [], wallets: [] }
        return settlePart(tx, round, now, { part, of: parts })
      }),
    ),
  )
  const failed = outcomes.find((o) => o.status === 'rejected')
  if (failed) throw failed.reason
  const settledParts = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
  const [round] = await db
    .update(rounds)
    .set({ status: 'SETTLED', settledAt: now })
    .where(and(eq(rounds.roundNo, roundNo), eq(rounds.status, 'DRAWN')))
    .returning()
  if (!round) return null
  // A member's purchases are all in one part, in purchase order.
  const purchases = settledParts.flatMap((p) => p.purchases)
  const wallets = settledParts.flatMap((p) => p.wallets)
  return { roundNo, settledBets: purchases.length, events: settlementEvents(round, purchases, wallets) }
}

async function hasPlacedItems(db: Db, roundNo: number): Promise<boolean> {
  const [row] = await queryRows<{ placed: boolean }>(
    db,
    sql`select exists (select 1 from bet_items where round_no = ${roundNo} and status = 'PLACED') as placed`,
  )
  return Boolean(row?.placed)
}

/**
 * One statement: the round's PLACED items of the part's members settle, each purchase takes the sum
 * of its items, and that sum is paid with one payout and one points row per purchase, numbered in
 * purchase order. It answers the part's members' wallets after and, read after it, their purchases.
 */
async function settlePart(
  tx: Executor,
  round: Round,
  now: Date,
  { part, of }: { part: number; of: number },
): Promise<SettledPart> {
  if (!round.drawOrder || round.powerball === null) return { purchases: [], wallets: [] }
  const settle = itemSettlementSql(round.drawOrder, round.powerball)
  const inPart = (userId: SQL) => sql`${userId} % ${of} = ${part}`
  // A large round's sorts and its grouping of items by purchase stay in memory.
  await tx.execute(sql`set local work_mem = '64MB'`)
  const wallets = await applyBulkMoves(tx, {
    with: sql`items as (
      update bet_items i set
        status = ${settle.status},
        payout = ${settle.payout},
        points = ${itemPointsSql}
      from users u
      where u.id = i.user_id and i.round_no = ${round.roundNo} and i.status = 'PLACED' and ${inPart(sql`i.user_id`)}
      returning i.bet_id, i.payout, i.points)`,
    rows: sql`
      update bets b set
        total_payout = s.payout,
        status = case when s.payout > 0 then 'WON' else 'LOST' end,
        settled_at = ${now.toISOString()}
      from (select bet_id, sum(payout) as payout, sum(points) as points from items group by bet_id) s
      where b.id = s.bet_id and b.round_no = ${round.roundNo} and b.status = 'PLACED'
      returning b.user_id, b.id::text as ref_id, b.id as seq, s.payout as money, s.points as points`,
    kind: 'PAYOUT',
    refType: 'bet',
    at: now,
  })
  const purchases = await queryRows<SettledPurchase>(
    tx,
    sql`select user_id, status, total_payout, purchase_no from bets
      where round_no = ${round.roundNo} and status in ('WON', 'LOST') and ${inPart(sql`user_id`)}
      order by id`,
  )
  return { purchases, wallets }
}

/** RESULT_SAVED, then per purchase BET_SETTLED, per member BALANCE_UPDATED, then SETTLEMENT_COMPLETED. */
function settlementEvents(round: Round, purchases: SettledPurchase[], wallets: MovedWallet[]): GameEvent[] {
  return [
    {
      type: 'RESULT_SAVED',
      roundNo: round.roundNo,
      pbValue: round.powerball ?? 0,
      pbOddEven: round.powerballOddEven ?? '',
      pbOverUnder: round.powerballUnderOver ?? '',
      drawOrder: round.drawOrder ?? [],
      numberSum: round.numberSum ?? 0,
      numberOddEven: round.numberOddEven ?? '',
      numberUnderOver: round.numberUnderOver ?? '',
      numberSize: round.numberSize ?? '',
      source: round.source ?? 'RNG',
    },
    ...purchases.map((bet) => ({
      type: 'BET_SETTLED' as const,
      userId: Number(bet.user_id),
      status: bet.status,
      payout: Number(bet.total_payout),
      purchaseNo: bet.purchase_no,
      roundNo: round.roundNo,
    })),
    ...wallets.map((w) =>
      balanceUpdated(Number(w.user_id), { money: Number(w.money), points: Number(w.points) }, 'SETTLEMENT'),
    ),
    { type: 'SETTLEMENT_COMPLETED', roundNo: round.roundNo, settledBets: purchases.length },
  ]
}
