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
      select id, 'MEMBER', 'ledger1', 'x', 'ledger1' from org returning id),
    money as (
      insert into money_ledger (user_id, type, amount, balance_after)
      select id, 'ADJUST_CREDIT', 1000, 1000 from member),
    points as (
      insert into point_ledger (user_id, type, amount, balance_after)
      select id, 'POINT_ADJUST', 10, 10 from member)
    insert into audit_log (actor_id, action, target_type) select id, 'TEST', 'user' from member`)
}, 30_000)
afterAll(() => database.close())

const refused = async (statement: ReturnType<typeof sql>) => {
  let error: unknown
  try {
    await database.db.execute(statement)
  } catch (caught) {
    error = caught
  }
  // The driver's error names the query; the database's own message is its cause.
  const { message, cause } = (error ?? {}) as { message?: string; cause?: { message?: string } }
  return error ? `${message} ${cause?.message ?? ''}` : 'accepted'
}

describe(`history is append-only on ${testDriver}`, () => {
  for (const table of ['money_ledger', 'point_ledger', 'audit_log']) {
    test(`${table}: UPDATE, DELETE and TRUNCATE are refused; the row stays as written`, async () => {
      const name = sql.raw(table)
      const before = await queryRows(database.db, sql`select * from ${name}`)
      expect(before).toHaveLength(1)
      expect(await refused(sql`update ${name} set created_at = now() - interval '1 day'`)).toContain(
        'append-only',
      )
      expect(await refused(sql`delete from ${name}`)).toContain('append-only')
      expect(await refused(sql`truncate ${name} cascade`)).toContain('append-only')
      expect(await queryRows(database.db, sql`select * from ${name}`)).toEqual(before)
    })
  }

  test('a new row is still written', async () => {
    await database.db.execute(sql`
      insert into money_ledger (user_id, type, amount, balance_after)
      select id, 'ADJUST_DEBIT', -100, 900 from users where login_id = 'ledger1'`)
    const [row] = await queryRows<{ n: string }>(database.db, sql`select count(*) as n from money_ledger`)
    expect(Number(row?.n)).toBe(2)
  })

  test('a ledger type outside the vocabulary is refused', async () => {
    const message = await refused(sql`
      insert into money_ledger (user_id, type, amount, balance_after)
      select id, 'FREE_MONEY', 1, 1 from users where login_id = 'ledger1'`)
    expect(message).toContain('money_ledger_type_valid')
  })
})
