import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Database, queryRows } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { type SQL, sql } from 'drizzle-orm'

/* Migration 0029: a bet names an existing account and an item an existing bet, checked per statement. */

let database: Database
beforeAll(async () => {
  database = await createTestDb()
  await database.db.execute(sql`
    with org as (insert into orgs (name, level, path) values ('root', 0, '/') returning id)
    insert into users (org_id, role_code, login_id, password_hash, nickname)
    select id, 'MEMBER', login, 'x', login from org,
      (values ('player1'), ('player2'), ('spare1'), ('race1')) v(login)`)
}, 30_000)
afterAll(() => database.close())

const idOf = async (login: string) =>
  (await queryRows<{ id: number }>(database.db, sql`select id from users where login_id = ${login}`))[0]
    ?.id ?? 0

/** The database's answer to a statement: 'accepted', or its error code. */
const answer = async (statement: SQL) => {
  try {
    await database.db.execute(statement)
    return 'accepted'
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code)
  }
}
const count = async (table: 'bets' | 'bet_items') =>
  Number(
    (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n,
  )

let serial = 0
const betColumns = sql.raw('(purchase_no, user_id, org_id, round_no, total_stake, money_before, money_after)')
const bet = (userId: number) => sql`(${`T-${++serial}`}, ${userId}, 1, 1, 1000, 2000, 1000)`
const itemColumns = sql.raw(
  '(bet_id, user_id, round_no, selection_code, market_code, cap_group, stake, odds_taken)',
)
const item = (betId: number) => sql`(${betId}, 1, 1, 'ODD', 'PB_ODD_EVEN', 'ODD_EVEN', 1000, 195)`
const firstBetOf = async (login: string) =>
  (
    await queryRows<{ id: number }>(
      database.db,
      sql`select b.id from bets b join users u on u.id = b.user_id
        where u.login_id = ${login} order by b.id limit 1`,
    )
  )[0]?.id ?? 0

describe(`bets and their items name existing rows, on ${testDriver}`, () => {
  test('bets of existing accounts and items of existing bets are written, many to a statement', async () => {
    const [one, two] = [await idOf('player1'), await idOf('player2')]
    expect(
      await answer(sql`insert into bets ${betColumns} values ${bet(one)}, ${bet(two)}, ${bet(one)}`),
    ).toBe('accepted')
    const [first, second] = [await firstBetOf('player1'), await firstBetOf('player2')]
    expect(
      await answer(
        sql`insert into bet_items ${itemColumns} values ${item(first)}, ${item(second)}, ${item(first)}`,
      ),
    ).toBe('accepted')
    expect([await count('bets'), await count('bet_items')]).toEqual([3, 3])
  })

  test('a bet and its items in one statement, as a batch of bets writes them, pass', async () => {
    const two = await idOf('player2')
    expect(
      await answer(sql`with placed as (insert into bets ${betColumns} values ${bet(two)} returning id)
        insert into bet_items ${itemColumns}
        select id, 1, 1, 'ODD', 'PB_ODD_EVEN', 'ODD_EVEN', 1000, 195 from placed`),
    ).toBe('accepted')
    expect([await count('bets'), await count('bet_items')]).toEqual([4, 4])
  })

  test('one bet of a missing account, or one item of a missing bet, refuses its whole statement', async () => {
    const one = await idOf('player1')
    expect(await answer(sql`insert into bets ${betColumns} values ${bet(one)}, ${bet(987_654)}`)).toBe(
      '23503',
    )
    const first = await firstBetOf('player1')
    expect(
      await answer(sql`insert into bet_items ${itemColumns} values ${item(first)}, ${item(987_654_321)}`),
    ).toBe('23503')
    expect([await count('bets'), await count('bet_items')]).toEqual([4, 4])
  })

  test('a bet moves only to an existing account, an item only to an existing bet', async () => {
    const [first, second] = [await firstBetOf('player1'), await firstBetOf('player2')]
    expect(await answer(sql`update bets set user_id = 987654 where id = ${first}`)).toBe('23503')
    expect(await answer(sql`update bet_items set bet_id = 987654321 where bet_id = ${first}`)).toBe('23503')
    expect(await answer(sql`update bet_items set bet_id = ${second} where bet_id = ${first}`)).toBe(
      'accepted',
    )
    expect(await answer(sql`update bet_items set bet_id = ${first} where bet_id = ${second}`)).toBe(
      'accepted',
    )
    // Settling touches neither key, and passes.
    expect(await answer(sql`update bet_items set status = 'LOST' where bet_id = ${first}`)).toBe('accepted')
  })

  test('an account with bets, and a bet with items, can be neither deleted nor renumbered', async () => {
    const player = await idOf('player1')
    expect(await answer(sql`delete from users where id = ${player}`)).toBe('23503')
    expect(await answer(sql`update users set id = ${player + 1000} where id = ${player}`)).toBe('23503')
    const first = await firstBetOf('player1')
    expect(await answer(sql`delete from bets where id = ${first}`)).toBe('23503')
    expect(await idOf('player1')).toBe(player)
    expect(await firstBetOf('player1')).toBe(first)
  })

  test('an account without bets can still be deleted, and other edits pass', async () => {
    expect(await answer(sql`update users set nickname = 'renamed' where login_id = 'player1'`)).toBe(
      'accepted',
    )
    expect(await answer(sql`delete from users where login_id = 'spare1'`)).toBe('accepted')
    expect(await idOf('spare1')).toBe(0)
  })

  test.if(testDriver === 'postgres')(
    'a bet written first keeps its account: the deletion waits, then is refused',
    async () => {
      const pool = database.sql
      if (!pool) throw new Error('Postgres only')
      const id = await idOf('race1')
      const [first, second] = [await pool.reserve(), await pool.reserve()]
      try {
        await first`begin`
        await first`insert into bets (purchase_no, user_id, org_id, round_no, total_stake, money_before, money_after)
          values ('race', ${id}, 1, 1, 1000, 2000, 1000)`
        const deletion = second`delete from users where id = ${id}`.then(
          () => 'accepted',
          (error: { code?: string }) => error.code ?? 'error',
        )
        await Bun.sleep(200)
        await first`commit`
        expect(await deletion).toBe('23503')
      } finally {
        for (const connection of [first, second]) connection.release()
      }
      expect(await idOf('race1')).toBe(id)
    },
  )
})
