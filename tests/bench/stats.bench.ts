/**
 * bench:stats: the back office's statistics over a year of history on Postgres: 1,000,000 bet items
 * across 365 days from a few thousand members in an org tree, with their money and point ledgers,
 * top-up and withdrawal requests, conversions and adjustments. The history is filled set-based; the
 * statistics use cases are then timed as a SUPER administrator (no scope filter: every row counts).
 * Beside them, the public result statistics of the year's 105,120 rounds (GET /games/statistics?days=365).
 */
import type { Actor } from '@pb/core/auth/actor'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { statisticsInput } from '@pb/core/draw-history/schemas'
import { statistics } from '@pb/core/draw-history/statistics'
import { createOutboxBus } from '@pb/core/events/outbox-bus'
import { adminStats } from '@pb/core/stats/admin-stats'
import { statsAggregate } from '@pb/core/stats/aggregate'
import { adminStatsInput, statsAggregateInput } from '@pb/core/stats/schemas'
import { type Executor, queryRows, rounds } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { roundOfDay, selections } from '@pb/game'
import { and, desc, gte, inArray, sql } from 'drizzle-orm'
import { fillRounds } from './fill-rounds'
import {
  BENCH_PASSWORD,
  type BenchDatabase,
  backendCpuSeconds,
  createBenchDb,
  machineLoad,
  verdict,
} from './support'

const MEMBERS = 4_000
const PURCHASES = 500_000
const ITEMS_PER_PURCHASE = 2
const REQUESTS = 120_000
const CONVERSIONS = 10_000
const ADJUSTMENTS = 5_000
const FIRST_DAY = '2025-01-01'
const LAST_DAY = '2025-12-31'
const TARGET_SECONDS = 1
const RUNS = 3

const YEAR_SECONDS = 365 * 24 * 3600
const yearStart = `${FIRST_DAY}T00:00:00+09:00`

/** Two HQs, four agencies each, five shops each; members spread over the shops. */
async function fillOrgTree(tx: Executor): Promise<number[]> {
  const [root] = await queryRows<{ id: number; path: string }>(
    tx,
    sql`select id, path from orgs where parent_id is null order by id limit 1`,
  )
  if (!root) throw new Error('no root org')
  const child = async (name: string, level: number, parent: { id: number; path: string }) => {
    const [org] = await queryRows<{ id: number }>(
      tx,
      sql`insert into orgs (name, level, parent_id, path) values (${name}, ${level}, ${parent.id}, '') returning id`,
    )
    const path = `${parent.path}${org?.id}/`
    await tx.execute(sql`update orgs set path = ${path} where id = ${org?.id}`)
    return { id: Number(org?.id), path }
  }
  const shops: number[] = []
  for (let h = 1; h <= 2; h++) {
    const hq = await child(`본부${h}`, 1, root)
    for (let a = 1; a <= 4; a++) {
      const agency = await child(`부본사${h}-${a}`, 2, hq)
      for (let s = 1; s <= 5; s++) shops.push((await child(`매장${h}-${a}-${s}`, 3, agency)).id)
    }
  }
  return shops
}

/** Every row of the year, set-based: members, purchases and items, requests, and their ledgers. */
async function fillHistory(database: BenchDatabase) {
  const passwordHash = await Bun.password.hash(BENCH_PASSWORD, {
    algorithm: 'argon2id',
    memoryCost: 1024,
    timeCost: 1,
  })
  const catalog = sql`unnest(
      ${`{${selections.map((s) => s.code).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.marketCode).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.capGroup).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.defaultOdds).join(',')}}`}::int[]
    ) with ordinality as c(code, market, cap_group, odds, n)`
  // The last day's evening rounds have not been drawn yet.
  const undrawnFrom = `${LAST_DAY}T20:00:00+09:00`

  await database.db.transaction(async (tx) => {
    const shops = await fillOrgTree(tx)
    await tx.execute(sql`
      insert into users (org_id, role_code, login_id, password_hash, nickname, name, registered_at)
      select (${`{${shops.join(',')}}`}::int[])[1 + g % ${shops.length}], 'MEMBER', 'stat' || g, ${passwordHash},
        '회원' || g, '회원' || g, ${yearStart}::timestamptz - interval '1 day'
      from generate_series(1, ${MEMBERS}::int) g`)
    await tx.execute(sql`insert into wallets (user_id) select id from users where role_code = 'MEMBER'`)
    await tx.execute(sql`create temporary table member_ids on commit drop as
      select row_number() over (order by id) - 1 as n, id from users where role_code = 'MEMBER'`)

    // Items: evenly over the year, two per purchase; each wins about once in odds/0.95 (a 95 % return),
    // one purchase in 97 is voided.
    await tx.execute(sql`create temporary table bench_items on commit drop as
      select g, j, m.id as user_id, placed_at,
        case when placed_at >= ${undrawnFrom}::timestamptz then null else placed_at + interval '3 minutes' end as settled_at,
        1000000 + floor(extract(epoch from placed_at) / 300)::int as round_no,
        c.code, c.market, c.cap_group, c.odds, 1000 * (1 + (g * 31 + j) % 10) as stake,
        case when placed_at >= ${undrawnFrom}::timestamptz then 'PLACED'
             when g % 97 = 0 then 'VOID'
             when (g * 2654435761 + j * 40503) % c.odds < 95 then 'WON' else 'LOST' end as status
      from generate_series(1, ${PURCHASES}::bigint) g
      cross join generate_series(0, ${ITEMS_PER_PURCHASE - 1}::int) j
      cross join lateral (select ${yearStart}::timestamptz
        + interval '1 second' * floor((g - 1)::float8 * ${YEAR_SECONDS} / ${PURCHASES}) as placed_at) t
      join member_ids m on m.n = (g * 7919) % ${MEMBERS}
      join ${catalog} on c.n = (g * 3 + j * 17) % ${selections.length} + 1`)
    await tx.execute(sql`
      insert into bets (purchase_no, user_id, org_id, round_no, total_stake, total_payout, status,
        money_before, money_after, placed_at, settled_at)
      select 'Y' || g, min(user_id), (select org_id from users where id = min(user_id)), min(round_no), sum(stake),
        sum(case when status = 'WON' then stake * odds / 100 else 0 end),
        case when bool_or(status = 'PLACED') then 'PLACED' when bool_or(status = 'VOID') then 'VOID'
             when bool_or(status = 'WON') then 'WON' else 'LOST' end,
        0, 0, min(placed_at), min(settled_at)
      from bench_items group by g order by g`)
    await tx.execute(sql`
      insert into bet_items (bet_id, user_id, round_no, selection_code, market_code, cap_group, stake,
        odds_taken, status, payout, points)
      select b.id, i.user_id, i.round_no, i.code, i.market, i.cap_group, i.stake, i.odds, i.status,
        case when i.status = 'WON' then i.stake * i.odds / 100 else 0 end,
        case when i.status in ('WON', 'LOST') then i.stake * 30 / 1000 else 0 end
      from bench_items i join bets b on b.purchase_no = 'Y' || i.g
      order by i.g, i.j`)

    // Requests: three top-ups to two withdrawals; the last two days' every third one still pending.
    await tx.execute(sql`
      insert into cash_transactions (user_id, org_id, type, amount, status, requested_at, processed_at)
      select m.id, (select org_id from users where id = m.id), case when k % 5 < 3 then 'TOPUP' else 'WITHDRAWAL' end, 10000 * (1 + k % 50), s.status,
        t.requested_at, case when s.status = 'PENDING' then null else t.requested_at + interval '10 minutes' end
      from generate_series(1, ${REQUESTS}::bigint) k
      join member_ids m on m.n = (k * 104729) % ${MEMBERS}
      cross join lateral (select ${yearStart}::timestamptz
        + interval '1 second' * floor((k - 1)::float8 * ${YEAR_SECONDS} / ${REQUESTS}) as requested_at) t
      cross join lateral (select case
        when t.requested_at >= ${LAST_DAY}::date - 1 and k % 3 = 0 then 'PENDING'
        when k % 7 = 0 then 'REJECTED' else 'APPROVED' end as status) s
      order by k`)
    await tx.execute(sql`
      insert into cash_transactions (user_id, org_id, type, amount, point_amount, status, requested_at, processed_at)
      select m.id, (select org_id from users where id = m.id), 'POINT_CONVERT', 500, 500, 'APPROVED', t.at, t.at
      from generate_series(1, ${CONVERSIONS}::bigint) k
      join member_ids m on m.n = (k * 15485863) % ${MEMBERS}
      cross join lateral (select ${yearStart}::timestamptz + interval '7 days'
        + interval '1 second' * floor((k - 1)::float8 * ${YEAR_SECONDS - 8 * 86400} / ${CONVERSIONS}) as at) t`)

    // The money and point ledgers of all that, each row with its running balance, in time order.
    await tx.execute(sql`create temporary table money_moves on commit drop as
      select id as user_id, 'ADJUST_CREDIT' as type, 50000000::bigint as amount,
        ${yearStart}::timestamptz - interval '1 day' as at, 'admin_adjust' as ref_type, null::text as ref_id
      from member_ids
      union all
      select m.id, case when k % 4 = 0 then 'ADJUST_DEBIT' else 'ADJUST_CREDIT' end,
        case when k % 4 = 0 then -5000 else 10000 end,
        ${yearStart}::timestamptz + interval '1 second' * floor((k - 1)::float8 * ${YEAR_SECONDS} / ${ADJUSTMENTS}),
        'admin_adjust', null
      from generate_series(1, ${ADJUSTMENTS}::bigint) k join member_ids m on m.n = (k * 7) % ${MEMBERS}
      union all
      select user_id, 'BET_STAKE', -total_stake, placed_at, 'bet', id::text from bets
      union all
      select user_id, 'BET_PAYOUT', total_payout, settled_at, 'bet', id::text from bets
      where status in ('WON', 'LOST') and total_payout > 0
      union all
      select user_id, 'BET_REFUND', total_stake, settled_at, 'bet', id::text from bets where status = 'VOID'
      union all
      select user_id, 'TOPUP', amount, processed_at, 'cash_transaction', id::text from cash_transactions
      where type = 'TOPUP' and status = 'APPROVED'
      union all
      select user_id, 'WITHDRAW_HOLD', -amount, requested_at, 'cash_transaction', id::text from cash_transactions
      where type = 'WITHDRAWAL'
      union all
      select user_id, case when status = 'APPROVED' then 'WITHDRAW_APPROVED' else 'WITHDRAW_RELEASE' end,
        case when status = 'APPROVED' then 0 else amount end, processed_at, 'cash_transaction', id::text
      from cash_transactions where type = 'WITHDRAWAL' and status <> 'PENDING'
      union all
      select user_id, 'POINT_CONVERT', amount, processed_at, 'cash_transaction', id::text from cash_transactions
      where type = 'POINT_CONVERT'`)
    await tx.execute(sql`
      insert into money_ledger (user_id, type, amount, balance_after, ref_type, ref_id, created_at)
      select user_id, type, amount,
        sum(amount) over (partition by user_id order by at, ref_id rows unbounded preceding), ref_type, ref_id, at
      from money_moves order by at`)
    await tx.execute(sql`
      insert into point_ledger (user_id, type, amount, balance_after, ref_type, ref_id, created_at)
      select user_id, type, amount,
        sum(amount) over (partition by user_id order by at, ref_id rows unbounded preceding), ref_type, ref_id, at
      from (
        select i.user_id, 'POINT_EARN' as type, sum(i.points) as amount, b.settled_at as at, 'bet' as ref_type,
          b.id::text as ref_id
        from bet_items i join bets b on b.id = i.bet_id where b.status in ('WON', 'LOST') group by b.id, i.user_id
        union all
        select user_id, 'POINT_CONVERT_IN', -point_amount, processed_at, 'cash_transaction', id::text
        from cash_transactions where type = 'POINT_CONVERT') as moves
      order by at`)
    await tx.execute(sql`
      update wallets w set
        money = coalesce((select sum(amount) from money_ledger l where l.user_id = w.user_id), 0),
        points = coalesce((select sum(amount) from point_ledger l where l.user_id = w.user_id), 0),
        held = coalesce((select sum(amount) from cash_transactions t
          where t.user_id = w.user_id and t.type = 'WITHDRAWAL' and t.status = 'PENDING'), 0)
      where w.user_id in (select id from member_ids)`)
  })
  // What autovacuum would have done over a year: statistics gathered, visibility maps set.
  await database.sql?.unsafe('vacuum analyze')
}

/**
 * The year's powerball counts the way a call once made them: every drawn round of
 * the window read into the process (about 105,000 rows) and counted there.
 */
async function countsOverRounds(database: BenchDatabase) {
  const drawn = await database.db
    .select()
    .from(rounds)
    .where(and(inArray(rounds.status, ['DRAWN', 'SETTLED']), gte(rounds.gameDate, FIRST_DAY)))
    .orderBy(desc(rounds.roundNo))
  return Array.from({ length: 10 }, (_, ball) => drawn.filter((row) => row.powerball === ball).length)
}

async function counts(database: BenchDatabase) {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`select (select count(*) from bet_items) as items, (select count(*) from bets) as bets,
      (select count(*) from users where role_code = 'MEMBER') as members,
      (select count(*) from money_ledger) as money_rows, (select count(*) from point_ledger) as point_rows,
      (select count(*) from cash_transactions) as requests,
      (select count(distinct (placed_at at time zone 'Asia/Seoul')::date) from bets) as days`,
  )
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]))
}

/**
 * Seconds of each of RUNS calls (the first on a cold cache), the Postgres CPU seconds they took (the
 * queries of one call run on several connections at once), and the last answer.
 */
async function timed<T>(database: BenchDatabase, call: () => Promise<T>) {
  const seconds: number[] = []
  const cpu: number[] = []
  let answer: T | undefined
  for (let run = 0; run < RUNS; run++) {
    const backends = await backendCpuSeconds(database)
    const before = backends()
    const started = performance.now()
    answer = await call()
    seconds.push((performance.now() - started) / 1000)
    cpu.push(backends() - before)
  }
  return { seconds, cpu, best: Math.min(...seconds), answer: answer as T }
}

const database = await createBenchDb()
try {
  console.log(
    `bench:stats on ${database.name} (Postgres; use cases called in this process as SUPER): ${MEMBERS} members, ` +
      `${PURCHASES * ITEMS_PER_PURCHASE} bet items, ${REQUESTS} requests over ${FIRST_DAY}..${LAST_DAY}; ${machineLoad()}`,
  )
  const setupStarted = performance.now()
  await fillHistory(database)
  const roundsStarted = performance.now()
  await fillRounds(database, roundOfDay(FIRST_DAY, 1), 365 * 288, new Date(`${LAST_DAY}T20:00:00+09:00`))
  console.log(`a year of rounds written: ${((performance.now() - roundsStarted) / 1000).toFixed(1)} s`)
  await database.sql?.unsafe('vacuum analyze rounds, round_outcome_days')
  console.log(
    `fill (set-based) and vacuum analyze: ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  )
  console.log(`rows: ${JSON.stringify(await counts(database))}`)
  const mismatches = await ledgerMismatches(database)
  console.log(`wallets ≠ ledgers: ${mismatches.length}`)

  const [admin] = await queryRows<{ id: number; org_id: number; path: string }>(
    database.db,
    sql`select u.id, u.org_id, o.path from users u join orgs o on o.id = u.org_id where u.login_id = 'admin'`,
  )
  const actor: Actor = {
    userId: Number(admin?.id),
    loginId: 'admin',
    roleCode: 'SUPER',
    orgId: Number(admin?.org_id),
    orgPath: admin?.path ?? '/',
    area: 'admin',
    sessionId: 'bench',
  }
  const clock = createManualClock(new Date(`${LAST_DAY}T21:00:00+09:00`))
  // As the statistics procedures call them, with the permission they declare.
  const ctx = {
    ...useCaseContext({ db: database.db, bus: createOutboxBus(database.db), clock }, actor),
    permission: 'stats.view' as const,
  }
  const whole = { start: FIRST_DAY, end: LAST_DAY }
  const aggregate = (input: Record<string, unknown>) => statsAggregate(ctx, statsAggregateInput.parse(input))
  // Open the pool's connections first, so that every backend a call uses is measured.
  await Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.05)`)))

  const yearly = await timed(database, () => aggregate({ ...whole, granularity: 'yearly' }))
  const monthly = await timed(database, () => aggregate({ ...whole, granularity: 'monthly' }))
  const daily = await timed(database, () => aggregate({ ...whole, granularity: 'daily' }))
  const perMember = await timed(database, () => aggregate({ ...whole, groupBy: 'member' }))
  const today = await timed(database, () => adminStats(ctx, adminStatsInput.parse({})))
  const year = await timed(database, () =>
    adminStats(ctx, adminStatsInput.parse({ startDate: FIRST_DAY, endDate: LAST_DAY })),
  )
  const publicCtx = useCaseContext({ db: database.db, bus: createOutboxBus(database.db), clock }, null)
  const results = await timed(database, () => statistics(publicCtx, statisticsInput.parse({ days: 365 })))
  const overRounds = await timed(database, () => countsOverRounds(database))

  const line = (label: string, run: { seconds: number[]; cpu: number[]; best: number }, rows: string) =>
    console.log(
      `${label.padEnd(32)} ${run.seconds.map((s) => s.toFixed(3)).join(' / ')} s (best ${run.best.toFixed(3)} s; ` +
        `Postgres CPU ${run.cpu.map((s) => s.toFixed(2)).join(' / ')} s)  ${rows}`,
    )
  console.log(`each call ${RUNS} times, the first on a cold cache:`)
  line('yearly aggregate (1 year)', yearly, `${yearly.answer.items.length} row`)
  line('monthly aggregate (1 year)', monthly, `${monthly.answer.items.length} rows`)
  line('daily aggregate (1 year)', daily, `${daily.answer.items.length} rows`)
  line('per-member breakdown (1 year)', perMember, `${perMember.answer.items.length} rows`)
  line('GET /admin/stats (today)', today, '')
  line('GET /admin/stats (1 year)', year, '')
  line('GET /games/statistics?days=365', results, `${results.answer.totalRounds} rounds counted`)
  line(
    '  before: every round read',
    overRounds,
    `${overRounds.answer.reduce((a, b) => a + b, 0)} rounds read`,
  )
  const totals = yearly.answer.totals
  console.log(
    `year: BET_STAKE ${totals.BET_STAKE.toLocaleString('en')}, BET_WIN ${totals.BET_WIN.toLocaleString('en')}, ` +
      `TOPUP_AMT ${totals.TOPUP_AMT.toLocaleString('en')}, WITHDRAW_AMT ${totals.WITHDRAW_AMT.toLocaleString('en')}, ` +
      `MONEY_BAL ${totals.MONEY_BAL.toLocaleString('en')}`,
  )
  const agree =
    monthly.answer.totals.BET_STAKE === totals.BET_STAKE &&
    perMember.answer.totals.BET_STAKE === totals.BET_STAKE &&
    perMember.answer.totals.MONEY_BAL === totals.MONEY_BAL &&
    year.answer.betting === totals.BET_STAKE &&
    year.answer.balance === totals.MONEY_BAL
  console.log(`yearly, monthly, per-member and summary totals agree: ${agree ? 'yes' : 'NO'}`)
  const resultsAgree =
    JSON.stringify(results.answer.powerballs.values.map((ball) => ball.count)) ===
    JSON.stringify(overRounds.answer)
  console.log(`result statistics agree with a count over the rounds: ${resultsAgree ? 'yes' : 'NO'}`)
  console.log(machineLoad())
  verdict('bench:stats', [
    { label: `yearly aggregate ≤ ${TARGET_SECONDS} s`, ok: yearly.best <= TARGET_SECONDS },
    { label: 'totals agree', ok: agree },
    { label: 'result statistics agree', ok: resultsAgree },
    { label: 'wallets = ledgers', ok: mismatches.length === 0 },
  ])
} finally {
  await database.close()
}
