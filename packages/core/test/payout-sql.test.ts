import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Database, queryRows } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { payoutOf, pointsOf, selections } from '@pb/game'
import { sql } from 'drizzle-orm'
import { itemPayoutSql, itemPointsSql } from '../src/game/payout-sql'

let database: Database
beforeAll(async () => {
  database = await createTestDb()
}, 30_000)
afterAll(() => database.close())

const stakes = [1, 7, 99, 101, 999, 10_000, 33_333, 123_457, 999_999, 1_000_000_000]
// Every odds value an administrator can set up to 10.00, and every default of the catalog.
const oddsValues = [
  ...new Set([...Array.from({ length: 900 }, (_, i) => 101 + i), ...selections.map((s) => s.defaultOdds)]),
]
const pointRates = Array.from({ length: 101 }, (_, tenths) => tenths)

const array = (values: number[]) => sql`${`{${values.join(',')}}`}::bigint[]`

describe(`settlement SQL pays as the game rules do, on ${testDriver}`, () => {
  test('payout: floor(stake × odds) for every odds value and stake', async () => {
    const rows = await queryRows<{ stake: string; odds_taken: string; payout: string }>(
      database.db,
      sql`select i.stake, i.odds_taken, ${itemPayoutSql} as payout
          from unnest(${array(stakes)}) as s(stake) cross join unnest(${array(oddsValues)}) as o(odds_taken),
          lateral (select s.stake, o.odds_taken) as i`,
    )
    expect(rows).toHaveLength(stakes.length * oddsValues.length)
    const wrong = rows.filter((r) => Number(r.payout) !== payoutOf(Number(r.stake), Number(r.odds_taken)))
    expect(wrong).toEqual([])
  })

  test('points: floor(stake × rate %) for every point rate and stake', async () => {
    const rows = await queryRows<{ stake: string; point_rate_tenths: string; points: string }>(
      database.db,
      sql`select i.stake, u.point_rate_tenths, ${itemPointsSql} as points
          from unnest(${array(stakes)}) as i(stake) cross join unnest(${array(pointRates)}) as u(point_rate_tenths)`,
    )
    expect(rows).toHaveLength(stakes.length * pointRates.length)
    const wrong = rows.filter(
      (r) => Number(r.points) !== pointsOf(Number(r.stake), Number(r.point_rate_tenths)),
    )
    expect(wrong).toEqual([])
  })
})
