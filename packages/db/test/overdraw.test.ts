import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Database, queryRows } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { sql } from 'drizzle-orm'

let database: Database
beforeAll(async () => {
  database = await createTestDb()
  await database.db.execute(sql`
    with org as (insert into orgs (name, level, path) values ('root', 0, '/') returning id),
    member as (
      insert into users (org_id, role_code, login_id, password_hash, nickname)
      select id, 'MEMBER', 'wallet1', 'x', 'wallet1' from org returning id)
    insert into wallets (user_id, money, points) select id, 100, 10 from member`)
}, 30_000)
afterAll(() => database.close())

const wallet = async () => {
  const [row] = await queryRows<{ money: string; points: string }>(
    database.db,
    sql`select money, points from wallets`,
  )
  return { money: Number(row?.money), points: Number(row?.points) }
}

const attempt = async (statement: ReturnType<typeof sql>) =>
  database.db
    .transaction(async (tx) => {
      await tx.execute(statement)
    })
    .then(
      () => 'accepted',
      (error: { message?: string; cause?: { message?: string } }) =>
        `${error.message} ${error.cause?.message ?? ''}`,
    )

describe(`a wallet goes below 0 only by a reversal, on ${testDriver}`, () => {
  test('a debit below 0 is refused, for money and for points', async () => {
    expect(await attempt(sql`update wallets set money = money - 101`)).toContain('money would be -1')
    expect(await attempt(sql`update wallets set points = points - 11`)).toContain('points would be -1')
    expect(await attempt(sql`insert into wallets (user_id, money) select id, -1 from users`)).not.toBe(
      'accepted',
    )
    expect(await wallet()).toEqual({ money: 100, points: 10 })
  })

  test('within a reversal the same debit is allowed, and only for that transaction', async () => {
    const reversed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pb.reversal', 'on', true)`)
      await tx.execute(sql`update wallets set money = money - 150, points = points - 20`)
    })
    expect(reversed).toBeUndefined()
    expect(await wallet()).toEqual({ money: -50, points: -10 })
    expect(await attempt(sql`update wallets set money = money - 1`)).toContain('money would be -51')
  })

  test('a negative balance may be credited, even while it stays below 0', async () => {
    expect(await attempt(sql`update wallets set money = money + 20, points = points + 15`)).toBe('accepted')
    expect(await wallet()).toEqual({ money: -30, points: 5 })
  })
})
