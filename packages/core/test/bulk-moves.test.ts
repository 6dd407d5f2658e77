import { afterAll, beforeAll, expect, test } from 'bun:test'
import { applyBulkMoves } from '@pb/core/ledger'
import { type Database, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'
import { createSeededDb, fundedMember, ledgerMismatches, walletOf } from './support'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: Database

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

/**
 * A bulk move locks its wallets inside its own statement, so the wallet it reads may be newer than the
 * statement's snapshot. Here a debit commits while the move waits for the lock, and the move brings
 * the wallet back to exactly what the snapshot showed: it must still be written.
 */
test.if(onPostgres)(
  'a bulk move that waited for a wallet writes it even when it ends where the older snapshot stood',
  async () => {
    const member = await fundedMember(database, 10_000)
    const pool = database.sql
    if (!pool) throw new Error('Postgres only')
    const holder = await pool.reserve()
    try {
      await holder`begin`
      await holder`update wallets set money = money - 1000 where user_id = ${member.userId}`
      await holder`insert into money_ledger (user_id, type, amount, balance_after)
        values (${member.userId}, 'ADJUST_DEBIT', -1000, 9000)`
      const [{ pid } = { pid: 0 }] = await holder<{ pid: number }[]>`select pg_backend_pid() as pid`
      const move = database.db.transaction((tx) =>
        applyBulkMoves(tx, {
          rows: sql`select ${member.userId}::int as user_id, 'credit' as ref_id, 1::bigint as seq,
            1000::bigint as money, 0::bigint as points`,
          kind: 'CREDIT',
          refType: 'test',
          at: new Date(),
        }),
      )
      let waiting = 0
      for (let i = 0; i < 300 && waiting === 0; i++) {
        await Bun.sleep(10)
        await holder`select pg_stat_clear_snapshot()`
        const [row] = await holder<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`
        waiting = row?.n ?? 0
      }
      expect(waiting).toBe(1)
      await holder`commit`
      expect(await move).toEqual([
        { user_id: member.userId, money: '10000', points: '0', version: expect.any(String) },
      ])
    } finally {
      await holder`rollback`.catch(() => {})
      holder.release()
    }
    expect((await walletOf(database, member.loginId)).money).toBe(10_000)
    const credits = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from money_ledger where user_id = ${member.userId} and ref_type = 'test'`,
    )
    expect(credits).toEqual([{ n: '1' }])
    expect(await ledgerMismatches(database)).toEqual([])
  },
  30_000,
)
