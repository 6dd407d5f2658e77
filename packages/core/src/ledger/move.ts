import { type Executor, type MoneyLedgerType, type PointLedgerType, queryRows, wallets } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'
import { insertLedgerRows, type LedgerName } from './ledger-rows'

/** What a wallet holds after a move. */
export interface WalletBalance {
  money: number
  points: number
  held: number
  /** The wallet's version after the move (docs/operations.md §8). */
  version: number
}

/**
 * One change to one wallet. Money and points each move with a ledger row of their type (a money
 * ledger row of 0 still records an event, such as a withdrawal paid out); `held` has no ledger of its
 * own, because it always equals the member's pending withdrawals.
 */
export interface WalletMove {
  userId: number
  money?: { amount: number; type: MoneyLedgerType }
  points?: { amount: number; type: PointLedgerType }
  held?: number
  /** What the move belongs to: a bet, a cash transaction, an administrator's adjustment. */
  refType?: string
  /** The referenced row's id, or a subquery that finds it in the same statement batch. */
  refId?: string | SQL
  actorId?: number
  note?: string
  at: Date
}

/**
 * Applies a move in one statement: the wallet changes and its ledger rows are written with the
 * balance after. A debit that would take money, points or held below 0 changes nothing and answers
 * null; a credit always applies.
 */
export async function moveWallet(tx: Executor, move: WalletMove): Promise<WalletBalance | null> {
  const money = move.money?.amount ?? 0
  const points = move.points?.amount ?? 0
  const held = move.held ?? 0
  const at = move.at.toISOString()
  const ledgerRow = (ledger: LedgerName, type: string, amount: number) => sql`
    , ${sql.raw(`${ledger}_row`)} as (${insertLedgerRows(
      ledger,
      sql`select ${move.userId}::int, ${type}::text, ${amount}::bigint, moved.${sql.raw(ledger)},
        ${move.refType ?? null}::text, (${move.refId ?? null})::text, ${move.actorId ?? null}::int,
        ${move.note ?? ''}::text, ${at}::timestamptz
      from moved`,
    )})`
  const rows = await queryRows<{ money: string; points: string; held: string; version: string }>(
    tx,
    sql`with moved as (
      update ${wallets} set money = money + ${money}::bigint, points = points + ${points}::bigint,
        held = held + ${held}::bigint, updated_at = ${at}::timestamptz
      where user_id = ${move.userId}::int
        and (${money}::bigint >= 0 or money + ${money}::bigint >= 0)
        and (${points}::bigint >= 0 or points + ${points}::bigint >= 0)
        and (${held}::bigint >= 0 or held + ${held}::bigint >= 0)
      returning money, points, held, version)
    ${move.money ? ledgerRow('money', move.money.type, money) : sql``}
    ${move.points ? ledgerRow('points', move.points.type, points) : sql``}
    select money, points, held, version from moved`,
  )
  const [row] = rows
  return row
    ? {
        money: Number(row.money),
        points: Number(row.points),
        held: Number(row.held),
        version: Number(row.version),
      }
    : null
}

/** Every user has one wallet, opened empty when the account is made. */
export async function openWallet(tx: Executor, userId: number): Promise<void> {
  await tx.insert(wallets).values({ userId })
}

/** Empty wallets for many new accounts at once: `userIds` is a query answering `id`. */
export async function openWallets(tx: Executor, userIds: SQL): Promise<void> {
  await tx.execute(sql`insert into ${wallets} (user_id) select id from (${userIds}) as opened`)
}
