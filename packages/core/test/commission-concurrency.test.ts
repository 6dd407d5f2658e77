import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { commissionInput } from '@pb/contract/inputs/branches'
import type { Actor } from '@pb/core/auth/actor'
import { setCommission } from '@pb/core/orgs/commission-rates'
import { type Database, queryRows } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { sql } from 'drizzle-orm'
import { ADMIN_PASSWORD, actorOf, contextOf, createSeededDb, granting } from './support'

/*
 * docs/money.md §9: a child's rates are never above its parent's. A raise of the child and a cut of
 * the parent each pass alone (the agency to 1 % under HQ's 1.2 %, HQ to 0.9 % over the agency's
 * 0.8 %); together they would leave the agency above HQ, unless the second reads the first.
 */

const ROUNDS = 30
let database: Database
let superAdmin: Actor
let hqHead: Actor
let hqOrgId = 0
let agencyOrgId = 0

const set = (actor: Actor, id: number, rollingRate: number, losingRate: number) =>
  setCommission(
    granting(contextOf(database, actor), 'orgs.manage'),
    commissionInput.parse({ id, rollingRate, losingRate }),
  )

/** Every branch's newest rolling rate, in force or waiting for its day, by org id. */
async function latestRolling(): Promise<Map<number, number>> {
  const rows = await queryRows<{ org_id: number; rolling_rate_tenths: number }>(
    database.db,
    sql`select distinct on (org_id) org_id, rolling_rate_tenths from org_commission_rates
        order by org_id, effective_from desc`,
  )
  return new Map(rows.map((row) => [Number(row.org_id), Number(row.rolling_rate_tenths)]))
}

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hqHead = await actorOf(database, 'hq1')
  hqOrgId = hqHead.orgId
  agencyOrgId = (await actorOf(database, 'agency1')).orgId
}, 60_000)
afterAll(() => database.close())

describe(`commission changes one at a time, on ${testDriver}`, () => {
  test('a child raised while its parent is cut: one of the two is refused, the child never ends above', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const outcomes = await Promise.allSettled([
        set(hqHead, agencyOrgId, 1, 20),
        set(superAdmin, hqOrgId, 0.9, 30),
      ])
      const refusals = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [],
      )
      expect({ round, refusals: refusals.length }).toEqual({ round, refusals: 1 })
      expect(['RATE_ABOVE_PARENT', 'RATE_BELOW_CHILD']).toContain(refusals[0] as string)
      const latest = await latestRolling()
      expect(latest.get(agencyOrgId) ?? 0).toBeLessThanOrEqual(latest.get(hqOrgId) ?? 0)
      // Back to the demo's plan (HQ 1.2 % › agency 0.8 %) for the next pair.
      await set(superAdmin, hqOrgId, 1.2, 30)
      await set(hqHead, agencyOrgId, 0.8, 20)
    }
  }, 120_000)
})
