import { type Database, type Db, type Executor, queryRows, rounds } from '@pb/db'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { recordEvents } from '../events/outbox'
import { applyBulkMoves } from '../ledger'
import { itemPointsSql, itemSettlementSql } from './payout-sql'
import { verifySettlement } from './verify-settlement'

export interface SettledRound {
  roundNo: number
  settledBets: number
  /** Whether the payouts and points matched the ledger rows (VERIFICATION_COMPLETED was sent). */
  verified: boolean
}

type Round = typeof rounds.$inferSelect

/**
 * The members of a round are settled in this many parts at once, each on its own connection, since
 * one statement runs on one Postgres core. Two measured faster than one, three or four on two cores.
 * PGlite has one connection, on which parts would only take turns: there it is one.
 */
const settlementParts = (driver: Database['driver']) => (driver === 'pglite' ? 1 : 2)

/**
 * Settles a drawn round exactly once (docs/game-rules.md §6.1). The members are split into parts settled in
 * parallel transactions; in each, an item's outcome, its purchase's total and the member's payout
 * and ledger rows are one statement that only takes PLACED items, so a part is all or nothing and an
 * item settles once whatever runs beside it. While a part runs it holds the round row shared, so a
 * re-settlement waits for it and then finds its items settled. The round turns DRAWN → SETTLED only
 * after every part has committed, in the transaction that writes the settlement's events; a part that
 * fails leaves the round DRAWN (the call fails once all parts have ended), and the engine's next pass,
 * on this instance or the next leader, settles what is left and sends the events of the whole round.
 */
export async function settleRound(
  { db, driver }: Pick<Database, 'db' | 'driver'>,
  roundNo: number,
  now: Date,
): Promise<SettledRound | null> {
  const parts = settlementParts(driver)
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
        if (round) await settlePart(tx, round, now, { part, of: parts })
      }),
    ),
  )
  const failed = outcomes.find((o) => o.status === 'rejected')
  if (failed) throw failed.reason
  return db.transaction(async (tx) => {
    const [round] = await tx
      .update(rounds)
      .set({ status: 'SETTLED', settledAt: now })
      .where(and(eq(rounds.roundNo, roundNo), eq(rounds.status, 'DRAWN')))
      .returning()
    if (!round) return null
    // The round's purchases are sorted in memory for its events.
    await tx.execute(sql`set local work_mem = '64MB'`)
    // The check and the count read only what the parts committed: with connections to spare they run
    // on one of their own while this one writes the settlement's events.
    const checked = (own: Executor) => Promise.all([verifySettlement(own, round), settledCount(own, round)])
    const [[verified, settledBets]] =
      parts > 1
        ? await Promise.all([db.transaction(checked), recordSettlementEvents(tx, round)])
        : [await checked(tx), await recordSettlementEvents(tx, round)]
    if (verified)
      await recordEvents(tx, [{ type: 'VERIFICATION_COMPLETED', roundNo, resultCount: settledBets }])
    return { roundNo, settledBets, verified }
  })
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
 * of its items, its payout is credited with one ledger row per purchase, in purchase order, and the
 * member's points of the round with one row per member (docs/money.md §6).
 */
async function settlePart(
  tx: Executor,
  round: Round,
  now: Date,
  { part, of }: { part: number; of: number },
): Promise<void> {
  if (!round.drawOrder || round.powerball === null) return
  const settle = itemSettlementSql(round.drawOrder, round.powerball)
  const inPart = (userId: SQL) => sql`${userId} % ${of} = ${part}`
  // A large round's sorts and its grouping of items by purchase stay in memory. The planner guesses
  // the settled items at a few hundred and would find their purchases one index probe at a time;
  // one hash of the part's purchases took 7 % less of the whole settlement (100,000 items).
  await tx.execute(sql`set local work_mem = '64MB'`)
  await tx.execute(sql`set local enable_nestloop = off`)
  await applyBulkMoves(tx, {
    with: sql`items as (
      update bet_items i set
        status = ${settle.status},
        payout = ${settle.payout},
        points = ${itemPointsSql}
      from users u
      where u.id = i.user_id and i.round_no = ${round.roundNo} and i.status = 'PLACED' and ${inPart(sql`i.user_id`)}
      returning i.bet_id, i.payout, i.points),
    settled as (
      update bets b set
        total_payout = s.payout,
        status = case when s.payout > 0 then 'WON' else 'LOST' end,
        settled_at = ${now.toISOString()}
      from (select bet_id, sum(payout) as payout, sum(points) as points from items group by bet_id) s
      where b.id = s.bet_id and b.round_no = ${round.roundNo} and b.status = 'PLACED'
      returning b.user_id, b.id, s.payout, s.points)`,
    // A member's points row takes the number of their last purchase: points and money are separate
    // ledgers, so which of the two rows comes first changes no balance.
    rows: sql`
      select user_id, id::text as ref_id, id as seq, payout as money, 0 as points from settled where payout > 0
      union all
      select user_id, ${String(round.roundNo)}, max(id), 0, sum(points) from settled group by user_id`,
    kind: 'PAYOUT',
    refType: { money: 'bet', points: 'round' },
    at: now,
  })
}

/** The round's settled purchases, for VERIFICATION_COMPLETED and the answer. */
async function settledCount(tx: Executor, round: Round): Promise<number> {
  const [row] = await queryRows<{ settled: string }>(
    tx,
    sql`select count(*)::text as settled from bets where round_no = ${round.roundNo} and status in ('WON', 'LOST')`,
  )
  return Number(row?.settled ?? 0)
}

/**
 * The settlement's events, built from the round's rows whoever settled which part, after the
 * draw's RESULT_SAVED (docs/operations.md §7): per purchase in purchase order BET_SETTLED; per member
 * with a purchase in the round BALANCE_UPDATED with the wallet as it is now; SETTLEMENT_COMPLETED,
 * counting the purchases as they are aggregated. VERIFICATION_COMPLETED, when the ledger matched, is
 * the next run.
 */
async function recordSettlementEvents(tx: Executor, round: Round): Promise<void> {
  // Packed (events/packed-run.ts): each column one array, in purchase or in member order, each
  // counted as it is aggregated (counting the arrays of the built JSON would parse it again).
  await recordEvents(
    tx,
    sql`with b as materialized (select
        json_build_object('userId', coalesce(array_agg(b.user_id), '{}'),
          'status', coalesce(array_agg(b.status), '{}'), 'payout', coalesce(array_agg(b.total_payout), '{}'),
          'purchaseNo', coalesce(array_agg(b.purchase_no), '{}')) as bets, count(*) as n
        from (select user_id, status, total_payout, purchase_no from bets
          where round_no = ${round.roundNo} and status in ('WON', 'LOST') order by id) b),
      w as materialized (select
        json_build_object('userId', coalesce(array_agg(w.user_id), '{}'),
          'moneyBal', coalesce(array_agg(w.money), '{}'), 'pointBal', coalesce(array_agg(w.points), '{}'),
          'version', coalesce(array_agg(w.version), '{}')) as balances, count(*) as n
        from (select user_id, money, points, version from wallets
          where user_id in (select user_id from bets where round_no = ${round.roundNo}) order by user_id) w)
    select json_build_object('settlement', json_build_object('roundNo', ${round.roundNo}::int,
        'bets', b.bets, 'balances', w.balances,
        'closing', json_build_array(json_build_object('type', 'SETTLEMENT_COMPLETED',
          'roundNo', ${round.roundNo}::int, 'settledBets', b.n)))) as events,
      b.n + w.n + 1 as n
    from b, w`,
  )
}
