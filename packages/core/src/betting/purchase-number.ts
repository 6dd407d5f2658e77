import { createHmac, randomBytes } from 'node:crypto'
import { type Executor, preparedRows } from '@pb/db'
import { gameDate, todayRound } from '@pb/game'
import { sql } from 'drizzle-orm'
import { installationSecret } from '../installation-secret'

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

/** The key of this installation's purchase-number permutation (32 random bytes, hex). */
export const purchaseNumberKey = (executor: Executor) =>
  installationSecret(executor, 'purchaseNumberKey', () => randomBytes(32).toString('hex'))

const FEISTEL_ROUNDS = 8

/**
 * A keyed permutation of 32-bit values: a balanced Feistel network over 16-bit halves with
 * HMAC-SHA-256 as its round function. Without the key, a number tells nothing of the serial behind
 * it (a fixed multiplier, which anyone can invert from two numbers, would).
 */
export function permute32(value: number, key: Uint8Array): number {
  let left = value >>> 16
  let right = value & 0xffff
  for (let round = 0; round < FEISTEL_ROUNDS; round++) {
    const mixed = createHmac('sha256', key)
      .update(Uint8Array.of(round, right >>> 8, right & 0xff))
      .digest()
      .readUInt16BE(0)
    ;[left, right] = [right, left ^ mixed]
  }
  return ((left << 16) | right) >>> 0
}

/**
 * `YYYYMMDD-RRR-XXXXXXXX`: the game date, the round of the day and eight hex digits, the serial
 * through the installation's keyed permutation, so neighbouring purchases do not get neighbouring
 * numbers and a number does not tell how many purchases came before it.
 */
export function purchaseNoFor(roundNo: number, serial: bigint, key: Uint8Array): string {
  const digits = permute32(Number(serial & 0xffffffffn), key)
    .toString(16)
    .toUpperCase()
    .padStart(8, '0')
  return `${gameDate(roundNo).replaceAll('-', '')}-${String(todayRound(roundNo)).padStart(3, '0')}-${digits}`
}
