import { type Executor, type MoneyLedgerType, type PointLedgerType, queryRows } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'
import { insertLedgerRows, type LedgerName } from './ledger-rows'

/**
 * Many wallets moved at once, as a round's settlement, refund or reversal does. `rows` is a query
 * (it may be an `UPDATE … RETURNING`, so that only the rows this call changes are moved) answering one
 * row per movement with the columns
 *   user_id int, ref_id text, seq bigint, money bigint, points bigint
 * where `seq` orders a member's rows (the newest ledger row holds the balance now). Other columns are
 * passed through to the answer of `returning: 'moves'`.
 */
export interface BulkMoves {
  rows: SQL
  /**
   * Statements `rows` reads, as top-level common table expressions (`name as (…)`), for a data-modifying
   * statement, which Postgres allows only there: the round's items updated, returning what `rows` sums.
   */
  with?: SQL
  /** What the rows are; it names their ledger entries and whether they may overdraw. */
  kind: BulkMoveKind
  /**
   * What the ledger rows' `ref_id` names: one kind for both ledgers, or one per ledger where a row's
   * points and money refer to different things (a settlement's points are one row per member and
   * round, its payouts one row per purchase).
   */
  refType: string | Record<LedgerName, string>
  actorId?: number
  note?: string
  at: Date
}

interface BulkMoveEntries {
  money: MoneyLedgerType
  /** Absent: the rows' points are not moved. */
  points?: PointLedgerType
  /**
   * A re-settlement's reversal is the one move that may take money or points below 0
   * (docs/money.md §7). The database refuses any other decrease into the negative.
   */
  overdraw: boolean
}

/**
 * The moves made many at a time, and what each writes to the ledgers (docs/money.md §6): a round's
 * payouts, their reversal and its refunds; the fixtures' stakes and credits seed large rounds.
 */
const bulkMoveKinds = {
  PAYOUT: { money: 'BET_PAYOUT', points: 'POINT_EARN', overdraw: false },
  PAYOUT_REVERSAL: { money: 'BET_PAYOUT_REVERSAL', points: 'POINT_EARN_REVERSAL', overdraw: true },
  REFUND: { money: 'BET_REFUND', overdraw: false },
  STAKE: { money: 'BET_STAKE', overdraw: false },
  CREDIT: { money: 'ADJUST_CREDIT', overdraw: false },
} as const satisfies Record<string, BulkMoveEntries>

type BulkMoveKind = keyof typeof bulkMoveKinds

/** A member's wallet after the moves: every member with a row, whether or not their total was 0. */
export interface MovedWallet {
  user_id: number
  money: string
  points: string
  version: string
}

/**
 * Applies every row in one statement: each wallet changes once, and each row gets its ledger row,
 * whose balance after is the wallet's balance before plus the member's rows up to it, in `seq` order.
 * The wallets are locked in user id order first, so two bulk moves over overlapping members (a
 * settlement beside a re-settlement) wait for each other instead of deadlocking.
 *
 * The running balances come from one sorted stream (each locked wallet's balance, then its member's
 * rows) rather than from joining the moves to the moved wallets: the row counts of a round's moves
 * are unknown to the planner, and a join between two such results may run as a nested loop that
 * grows with the square of the members.
 */
export async function applyBulkMoves(tx: Executor, moves: BulkMoves): Promise<MovedWallet[]>
export async function applyBulkMoves<Row>(
  tx: Executor,
  moves: BulkMoves,
  returning: 'moves',
): Promise<(Row & { money_after: string; points_after: string; version_after: string })[]>
export async function applyBulkMoves(
  tx: Executor,
  moves: BulkMoves,
  returning: 'wallets' | 'moves' = 'wallets',
): Promise<unknown[]> {
  const at = moves.at.toISOString()
  const passThrough = returning === 'moves'
  const entries: BulkMoveEntries = bulkMoveKinds[moves.kind]
  const ledger = (name: LedgerName, type: string | undefined) => {
    if (!type) return sql``
    const column = sql.raw(name)
    const refType = typeof moves.refType === 'string' ? moves.refType : moves.refType[name]
    return sql`, ${sql.raw(`${name}_rows`)} as (${insertLedgerRows(
      name,
      sql`select s.user_id, ${type}::text, s.${column}, s.${sql.raw(`${name}_after`)},
        ${refType}::text, s.ref_id, ${moves.actorId ?? null}::int, ${moves.note ?? ''}::text,
        ${at}::timestamptz
      from walked s
      where s.is_move and s.has_wallet and s.${column} <> 0
      order by s.seq`,
    )})`
  }
  const answer = passThrough
    ? sql`select (s.move).*, s.final_money as money_after, s.final_points as points_after,
            m.version::text as version_after
          from walked s join moved m on m.user_id = s.user_id where s.is_move and s.has_wallet order by s.seq`
    : sql`select s.user_id, s.money_after as money, s.points_after as points, m.version::text as version
          from walked s join moved m on m.user_id = s.user_id where s.is_last and s.has_wallet`
  if (entries.overdraw) await allowOverdraw(tx, true)
  const rows = await queryRows(
    tx,
    sql`with ${moves.with ? sql`${moves.with},` : sql``}
    moves as (${moves.rows}),
    locked as materialized (
      select user_id, money, points from wallets where user_id in (select user_id from moves)
      order by user_id for update),
    walked as (
      select s.*,
        (sum(s.money) over member)::bigint as money_after,
        (sum(s.points) over member)::bigint as points_after,
        not first_value(s.is_move) over member as has_wallet,
        lead(s.seq) over member is null as is_last
        ${passThrough ? sql`, (sum(s.money) over whole)::bigint as final_money, (sum(s.points) over whole)::bigint as final_points` : sql``}
      from (
        -- The moves come first: their whole row (passed through to the answer) sets the column's type.
        select user_id, true as is_move, seq, ref_id, money::bigint as money, points::bigint as points
          ${passThrough ? sql`, m as move` : sql``}
        from moves m
        union all
        select user_id, false, null, null, money, points ${passThrough ? sql`, null` : sql``}
        from locked) s
      window member as (partition by s.user_id order by s.is_move, s.seq rows unbounded preceding),
        whole as (partition by s.user_id)),
    -- Every moved member's wallet is written, even where nothing changes: the wallets were locked
    -- inside this statement, so the versions this update's scan sees may be older than the locked
    -- ones, and a test on their balances would skip a wallet another transaction changed meanwhile.
    moved as (
      update wallets w set money = s.money_after, points = s.points_after, updated_at = ${at}::timestamptz
      from walked s
      where w.user_id = s.user_id and s.is_last and s.has_wallet
      returning w.user_id, w.version)
    ${ledger('money', entries.money)}
    ${ledger('points', entries.points)}
    ${answer}`,
  )
  if (entries.overdraw) await allowOverdraw(tx, false)
  return rows
}

/** Scoped to the transaction, and switched off again after the reversal's own statement. */
async function allowOverdraw(tx: Executor, allowed: boolean): Promise<void> {
  await tx.execute(sql`select set_config('pb.reversal', ${allowed ? 'on' : 'off'}, true)`)
}
