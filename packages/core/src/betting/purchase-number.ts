import { type Executor, preparedRows } from '@pb/db'
import { gameDate, todayRound } from '@pb/game'
import { sql } from 'drizzle-orm'

/** Odd, so multiplying by it modulo 2³² maps distinct serials to distinct numbers. */
const SPREAD = 0x9e3779b1n

/**
 * `count` serials from the database's sequence: a purchase number built from one is unique by
 * construction, where random digits collide now and then in a busy round (and fail their batch).
 */
export async function purchaseSerials(tx: Executor, count: number): Promise<bigint[]> {
  const rows = await preparedRows<{ serial: string }>(
    tx,
    sql`select nextval('purchase_serials')::text as serial from generate_series(1, ${count}::int)`,
  )
  return rows.map((row) => BigInt(row.serial))
}

/**
 * `YYYYMMDD-RRR-XXXXXXXX`: the game date, the round of the day and eight hex digits. The digits are
 * the serial spread over 32 bits, so neighbouring purchases do not get neighbouring numbers and a
 * number does not tell how many purchases came before it.
 */
export function purchaseNoFor(roundNo: number, serial: bigint): string {
  const digits = ((serial * SPREAD) & 0xffffffffn).toString(16).toUpperCase().padStart(8, '0')
  return `${gameDate(roundNo).replaceAll('-', '')}-${String(todayRound(roundNo)).padStart(3, '0')}-${digits}`
}
