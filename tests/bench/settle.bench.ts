/**
 * bench:settle: settling one round that holds 100,000 bet items from 10,000 members on Postgres
 * (`--members N` for another number, 10 items each). The bets are built set-based, the round is drawn
 * with drawRound, and only settleRound is timed.
 */
import { createOutboxBus } from '@pb/core/events/outbox-bus'
import { drawRound } from '@pb/core/game/draw-round'
import { settleRound } from '@pb/core/game/settle-round'
import { localSalt } from '@pb/core/testing'
import { queryRows, rounds } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, outcomeOf, roundOfDay, winningSelections } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import {
  backendCpuSeconds,
  countOptions,
  createBenchDb,
  createFundedMembers,
  machineLoad,
  seedRoundBets,
  verdict,
} from './support'

const { members: MEMBERS } = countOptions({ members: 10_000 })
const BETS_PER_MEMBER = 5
const ITEMS_PER_BET = 2
const TARGET_SECONDS = 0.5

const roundNo = roundOfDay('2026-11-25', 100)
const database = await createBenchDb()
try {
  console.log(
    `bench:settle on ${database.name} (Postgres; settleRound called in this process): ${MEMBERS} members × ` +
      `${BETS_PER_MEMBER} purchases × ${ITEMS_PER_BET} items on round ${roundNo}; ${machineLoad()}`,
  )
  const setupStarted = performance.now()
  const members = await createFundedMembers(database, { count: MEMBERS, money: 10_000_000, prefix: 'settle' })
  await seedRoundBets(database, {
    roundNo,
    userIds: members.map((m) => m.userId),
    betsPerMember: BETS_PER_MEMBER,
    itemsPerBet: ITEMS_PER_BET,
    stake: 1_000,
  })
  // As autovacuum would have left the tables while the round's bets came in over five minutes
  // (statistics, and the vacuum that inserts trigger); otherwise a worker may start during the timing.
  await database.sql?.unsafe('vacuum analyze')
  const drawnAt = new Date(drawAt(roundNo).getTime() + 1_000)
  const salt = await localSalt(database.db, roundNo)
  if (!(await drawRound({ db: database.db, bus: createOutboxBus(database.db) }, roundNo, drawnAt, salt)))
    throw new Error('the round did not draw')
  console.log(`setup (members, bets, draw): ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`)

  const backends = await backendCpuSeconds(database)
  const backendsBefore = backends()
  const started = performance.now()
  const settled = await settleRound(database, roundNo, drawnAt)
  const seconds = (performance.now() - started) / 1000
  const postgresCpu = backends() - backendsBefore
  if (!settled) throw new Error('the round did not settle')

  const [round] = await database.db.select().from(rounds).where(eq(rounds.roundNo, roundNo))
  if (!round?.drawOrder || round.powerball === null) throw new Error('the round has no result')
  const winners = winningSelections(outcomeOf(round.drawOrder, round.powerball))
  const [totals] = await queryRows<{
    items: string
    members: string
    bets: string
    payout: string
    expected: string
    credited: string
  }>(
    database.db,
    sql`select
      (select count(*) from bet_items where round_no = ${roundNo}) as items,
      (select count(distinct user_id) from bet_items where round_no = ${roundNo}) as members,
      (select count(*) from bets where round_no = ${roundNo} and status in ('WON', 'LOST')) as bets,
      (select coalesce(sum(payout), 0) from bet_items where round_no = ${roundNo}) as payout,
      (select coalesce(sum(stake * odds_taken / 100), 0) from bet_items
        where round_no = ${roundNo} and selection_code = any(${`{${winners.join(',')}}`}::text[])) as expected,
      (select coalesce(sum(amount), 0) from money_ledger where type = 'BET_PAYOUT') as credited`,
  )
  const mismatches = await ledgerMismatches(database)
  const payoutTrue = totals?.payout === totals?.expected && totals?.payout === totals?.credited

  console.log(`items:            ${Number(totals?.items).toLocaleString('en')}`)
  console.log(`members:          ${Number(totals?.members).toLocaleString('en')}`)
  console.log(`purchases:        ${Number(totals?.bets).toLocaleString('en')} settled`)
  console.log(
    `settleRound:      ${seconds.toFixed(3)} s (Postgres CPU meanwhile: ${postgresCpu.toFixed(2)} s)`,
  )
  console.log(
    `payout total:     ${Number(totals?.payout).toLocaleString('en')} won; Σ winning stake×odds/100 = ${Number(totals?.expected).toLocaleString('en')}; BET_PAYOUT ledger = ${Number(totals?.credited).toLocaleString('en')} (${payoutTrue ? 'equal' : 'DIFFERENT'})`,
  )
  console.log(`wallets ≠ ledgers: ${mismatches.length} (money, points and held each equal their records)`)
  verdict(`bench:settle --members ${MEMBERS}`, [
    { label: `settleRound ≤ ${TARGET_SECONDS} s`, ok: seconds <= TARGET_SECONDS },
    { label: 'payout total', ok: payoutTrue },
    { label: 'wallets = ledgers', ok: mismatches.length === 0 },
  ])
} finally {
  await database.close()
}
