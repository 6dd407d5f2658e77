import { type Executor, type MoneyLedgerType, type PointLedgerType, queryRows } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'

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
  moneyType?: MoneyLedgerType
  pointType?: PointLedgerType
  refType: string
  actorId?: number
  note?: string
  at: Date
  /**
   * A re-settlement reversal: the one move that may take money or points below 0 (game-rules §6).
   * The database refuses any other decrease into the negative.
   */
  reversal?: boolean
}

/** A member's wallet after the moves. */
export interface MovedWallet {
  user_id: number
  money: string
  points: string
}

/**
 * Applies every row in one statement: each wallet changes once by its total, and each row gets its
 * ledger row, whose balance after walks back from the new balance over the member's later rows.
 * The wallets are locked in user id order first, so two bulk moves over overlapping members (a
 * settlement beside a re-settlement) wait for each other instead of deadlocking.
 */
export async function applyBulkMoves(tx: Executor, moves: BulkMoves): Promise<MovedWallet[]>
export async function applyBulkMoves<Row>(
  tx: Executor,
  moves: BulkMoves,
  returning: 'moves',
): Promise<(Row & { money_after: string; points_after: string })[]>
export async function applyBulkMoves(
  tx: Executor,
  moves: BulkMoves,
  returning: 'wallets' | 'moves' = 'wallets',
): Promise<unknown[]> {
  const at = moves.at.toISOString()
  const ledger = (table: 'money_ledger' | 'point_ledger', type: string | undefined) => {
    if (!type) return sql``
    const column = sql.raw(table === 'money_ledger' ? 'money' : 'points')
    return sql`, ${sql.raw(`${table}_rows`)} as (
      insert into ${sql.raw(table)}
        (user_id, type, amount, balance_after, ref_type, ref_id, actor_id, note, created_at)
      select m.user_id, ${type}::text, m.${column},
        w.${column} - coalesce(sum(m.${column}) over (
          partition by m.user_id order by m.seq desc rows between unbounded preceding and 1 preceding), 0),
        ${moves.refType}::text, m.ref_id, ${moves.actorId ?? null}::int, ${moves.note ?? ''}::text,
        ${at}::timestamptz
      from moves m join moved w on w.user_id = m.user_id
      where m.${column} <> 0
      order by m.seq)`
  }
  const answer =
    returning === 'moves'
      ? sql`select m.*, w.money as money_after, w.points as points_after
            from moves m join moved w on w.user_id = m.user_id order by m.seq`
      : sql`select user_id, money, points from moved`
  if (moves.reversal) await allowOverdraw(tx, true)
  const rows = await queryRows(
    tx,
    sql`with moves as (${moves.rows}),
    totals as (select user_id, sum(money) as money, sum(points) as points from moves group by user_id),
    locked as materialized (
      select user_id from wallets where user_id in (select user_id from totals)
      order by user_id for update),
    moved as (
      update wallets w set money = w.money + t.money, points = w.points + t.points,
        updated_at = ${at}::timestamptz
      from totals t join locked l on l.user_id = t.user_id
      where w.user_id = t.user_id and (t.money <> 0 or t.points <> 0)
      returning w.user_id, w.money, w.points)
    ${ledger('money_ledger', moves.moneyType)}
    ${ledger('point_ledger', moves.pointType)}
    ${answer}`,
  )
  if (moves.reversal) await allowOverdraw(tx, false)
  return rows
}

/** Scoped to the transaction, and switched off again after the reversal's own statement. */
async function allowOverdraw(tx: Executor, allowed: boolean): Promise<void> {
  await tx.execute(sql`select set_config('pb.reversal', ${allowed ? 'on' : 'off'}, true)`)
}
