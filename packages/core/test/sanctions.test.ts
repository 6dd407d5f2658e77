import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { updateOrgInput } from '@pb/contract/inputs/branches'
import { updateMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { updateOrg } from '@pb/core/orgs/update-org'
import { removeMember } from '@pb/core/users/remove-member'
import { updateMember } from '@pb/core/users/update-member'
import { type Database, orgs, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { actorOf, contextOf, createSeededDb, fundedMember, granting } from './support'

/**
 * Sanctions by level (docs/roles-and-branches.md §2): what HQ suspends, the agency or shop between
 * them cannot lift, for a branch as for a user; the level that set it, or a higher one, can.
 */

let database: Database
let admin: Actor
let hq: Actor
let agency: Actor
let shop: Actor

beforeAll(async () => {
  database = await createSeededDb()
  admin = await actorOf(database, 'admin', 'admin-pass-1')
  hq = await actorOf(database, 'hq1')
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
}, 60_000)
afterAll(() => database.close())

const setBranch = (actor: Actor, id: number, status: 'ACTIVE' | 'SUSPENDED') =>
  updateOrg(granting(contextOf(database, actor), 'orgs.manage'), updateOrgInput.parse({ id, status }))
const setUser = (actor: Actor, id: number, statusCode: 'ACTIVE' | 'SUSPENDED' | 'INACTIVE') =>
  updateMember(
    granting(contextOf(database, actor), 'members.manage'),
    updateMemberInput.parse({ id, statusCode }),
  )
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'applied',
    (error: { details?: { reason?: string } }) => error.details?.reason,
  )

describe(`sanctions by level on ${testDriver}`, () => {
  test('a shop HQ suspended is not resumed by the agency between them; HQ resumes it', async () => {
    await setBranch(hq, shop.orgId, 'SUSPENDED')
    expect(await reason(setBranch(agency, shop.orgId, 'ACTIVE'))).toBe('sanctionFromAbove')
    const [still] = await database.db.select().from(orgs).where(eq(orgs.id, shop.orgId))
    expect([still?.status, still?.sanctionLevel]).toEqual(['SUSPENDED', 1])
    await setBranch(hq, shop.orgId, 'ACTIVE')
    const [resumed] = await database.db.select().from(orgs).where(eq(orgs.id, shop.orgId))
    expect([resumed?.status, resumed?.sanctionLevel]).toEqual(['ACTIVE', null])

    // The agency's own suspension it lifts itself, and SUPER lifts anyone's.
    await setBranch(agency, shop.orgId, 'SUSPENDED')
    await setBranch(agency, shop.orgId, 'ACTIVE')
    await setBranch(hq, shop.orgId, 'SUSPENDED')
    await setBranch(admin, shop.orgId, 'ACTIVE')
  })

  test('a member HQ suspended stays so whatever the shop does, until HQ or SUPER lifts it', async () => {
    const member = await fundedMember(database, 0)
    await setUser(hq, member.userId, 'SUSPENDED')
    expect(await reason(setUser(shop, member.userId, 'ACTIVE'))).toBe('sanctionFromAbove')
    expect(await reason(setUser(agency, member.userId, 'INACTIVE'))).toBe('sanctionFromAbove')
    // Removal deactivates a member with history; the stricter level is kept.
    await removeMember(granting(contextOf(database, shop), 'members.manage'), { id: member.userId })
    const [removed] = await database.db.select().from(users).where(eq(users.id, member.userId))
    expect([removed?.statusCode, removed?.sanctionLevel]).toEqual(['INACTIVE', 1])
    expect(await reason(setUser(shop, member.userId, 'ACTIVE'))).toBe('sanctionFromAbove')
    expect(await reason(setUser(hq, member.userId, 'ACTIVE'))).toBe('applied')

    await setUser(shop, member.userId, 'SUSPENDED')
    expect(await reason(setUser(shop, member.userId, 'ACTIVE'))).toBe('applied')
  })
})
