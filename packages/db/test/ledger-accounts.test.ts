import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Database, queryRows } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { sql } from 'drizzle-orm'

let database: Database
beforeAll(async () => {
  database = await createTestDb()
  await database.db.execute(sql`
    with org as (insert into orgs (name, level, path) values ('root', 0, '/') returning id)
    insert into users (org_id, role_code, login_id, password_hash, nickname)
    select id, role, login, 'x', login from org,
      (values ('MEMBER', 'owner1'), ('MEMBER', 'owner2'), ('SUPER', 'actor1'), ('MEMBER', 'spare1')) v(role, login)`)
}, 30_000)
afterAll(() => database.close())

const idOf = async (login: string) =>
  (await queryRows<{ id: number }>(database.db, sql`select id from users where login_id = ${login}`))[0]
    ?.id ?? 0

/** The database's answer to a statement: 'accepted', or its error code and message. */
const answer = async (statement: ReturnType<typeof sql>) => {
  try {
    await database.db.execute(statement)
    return 'accepted'
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message?: string } }
    return `${cause?.code} ${cause?.message}`
  }
}
const count = async (table: string) =>
  Number(
    (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n,
  )

describe(`ledger rows name existing accounts, on ${testDriver}`, () => {
  for (const table of ['money_ledger', 'point_ledger']) {
    const name = sql.raw(table)
    const type = table === 'money_ledger' ? 'ADJUST_CREDIT' : 'POINT_ADJUST'

    test(`${table}: rows naming existing owners and actors are written, many in one statement`, async () => {
      const [owner1, owner2, actor] = [await idOf('owner1'), await idOf('owner2'), await idOf('actor1')]
      const before = await count(table)
      expect(
        await answer(sql`insert into ${name} (user_id, type, amount, balance_after, actor_id)
          values (${owner1}, ${type}, 10, 10, ${actor}), (${owner2}, ${type}, 5, 5, null),
            (${owner1}, ${type}, 1, 11, ${actor})`),
      ).toBe('accepted')
      expect(await count(table)).toBe(before + 3)
    })

    test(`${table}: one row naming a missing owner or actor refuses the whole statement`, async () => {
      const owner = await idOf('owner1')
      const before = await count(table)
      expect(
        await answer(sql`insert into ${name} (user_id, type, amount, balance_after)
          values (${owner}, ${type}, 10, 10), (987654, ${type}, 10, 10)`),
      ).toStartWith('23503')
      expect(
        await answer(sql`insert into ${name} (user_id, type, amount, balance_after, actor_id)
          values (${owner}, ${type}, 10, 10, 987654)`),
      ).toStartWith('23503')
      expect(await count(table)).toBe(before)
    })
  }

  test('a statement naming over a thousand accounts, as a settlement does, is checked the same way', async () => {
    await database.db.execute(sql`insert into users (org_id, role_code, login_id, password_hash, nickname)
      select org_id, 'MEMBER', 'many' || g, 'x', 'many' || g from users, generate_series(1, 1100) g
      where login_id = 'owner1'`)
    const many = sql`select id, 'POINT_EARN', 1, 1 from users where login_id like 'many%'`
    const before = await count('point_ledger')
    expect(await answer(sql`insert into point_ledger (user_id, type, amount, balance_after) ${many}`)).toBe(
      'accepted',
    )
    expect(
      await answer(sql`insert into point_ledger (user_id, type, amount, balance_after)
        ${many} union all select 987654, 'POINT_EARN', 1, 1`),
    ).toStartWith('23503')
    expect(await count('point_ledger')).toBe(before + 1100)
  })

  test('an account a ledger row names, as owner or as actor, cannot be deleted or renumbered', async () => {
    for (const login of ['owner1', 'owner2', 'actor1']) {
      const id = await idOf(login)
      expect(await answer(sql`delete from users where id = ${id}`)).toStartWith('23503')
      expect(await answer(sql`update users set id = ${id + 1000} where id = ${id}`)).toStartWith('23503')
      expect(await idOf(login)).toBe(id)
    }
  })

  test('an account no ledger row names can still be deleted, and other edits pass', async () => {
    expect(await answer(sql`update users set nickname = 'renamed' where login_id = 'owner1'`)).toBe(
      'accepted',
    )
    expect(await answer(sql`delete from users where login_id = 'spare1'`)).toBe('accepted')
    expect(await idOf('spare1')).toBe(0)
  })
})

describe('ledger rows and account deletion racing, on postgres', () => {
  const onPostgres = testDriver === 'postgres'

  /** Two connections of their own, each in a transaction. */
  async function twoTransactions() {
    const pool = database.sql
    if (!pool) throw new Error('Postgres only')
    const [first, second] = [await pool.reserve(), await pool.reserve()]
    await first`begin`
    await second`begin`
    return {
      first,
      second,
      async end() {
        for (const connection of [first, second]) {
          await connection`rollback`.catch(() => {})
          connection.release()
        }
      },
    }
  }
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { code?: string }) => error.code ?? 'error',
    )

  test.if(onPostgres)(
    'a row written first keeps its account: the deletion waits, then is refused',
    async () => {
      await database.db.execute(sql`insert into users (org_id, role_code, login_id, password_hash, nickname)
      select org_id, 'MEMBER', 'race1', 'x', 'race1' from users where login_id = 'owner2'`)
      const id = await idOf('race1')
      const { first, second, end } = await twoTransactions()
      try {
        await first`insert into money_ledger (user_id, type, amount, balance_after) values (${id}, 'ADJUST_CREDIT', 1, 1)`
        const deletion = codeOf(second`delete from users where id = ${id}`)
        await Bun.sleep(200)
        await first`commit`
        expect(await deletion).toBe('23503')
      } finally {
        await end()
      }
      expect(await idOf('race1')).toBe(id)
    },
  )

  test.if(onPostgres)('an account deleted first: the row waits, then is refused', async () => {
    await database.db.execute(sql`insert into users (org_id, role_code, login_id, password_hash, nickname)
      select org_id, 'MEMBER', 'race2', 'x', 'race2' from users where login_id = 'owner2'`)
    const id = await idOf('race2')
    const before = await count('point_ledger')
    const { first, second, end } = await twoTransactions()
    try {
      await second`delete from users where id = ${id}`
      const row = codeOf(
        first`insert into point_ledger (user_id, type, amount, balance_after) values (${id}, 'POINT_ADJUST', 1, 1)`,
      )
      await Bun.sleep(200)
      await second`commit`
      expect(await row).toBe('23503')
    } finally {
      await end()
    }
    expect(await idOf('race2')).toBe(0)
    expect(await count('point_ledger')).toBe(before)
  })
})
