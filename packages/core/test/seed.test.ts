import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDatabase } from '@pb/core/seed'
import { createDb, moneyLedger, queryRows, users, wallets } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { eq, sql } from 'drizzle-orm'

describe('createDb and the seed', () => {
  test('PGlite keeps its data in DATA_DIR, and a second start seeds nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pb-data-'))
    try {
      const first = await createDb({ dataDir })
      const report = await seedDatabase(first.db, { adminPassword: 'secret-1' })
      expect(report.created.map((a) => a.loginId)).toEqual(['admin'])
      expect(report.created[0]?.password).not.toContain('secret-1')
      await first.close()

      const second = await createDb({ dataDir })
      expect((await seedDatabase(second.db, {})).created).toEqual([])
      const [admin] = await second.db.select().from(users).where(eq(users.loginId, 'admin'))
      expect(await Bun.password.verify('secret-1', admin?.passwordHash ?? '')).toBe(true)
      expect(admin?.roleCode).toBe('SUPER')
      expect(admin?.orgId).toBe(1)
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 30_000)

  test('without ADMIN_PASSWORD a random password is generated and reported once', async () => {
    const database = await createTestDb()
    const report = await seedDatabase(database.db)
    const password = report.created[0]?.password ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    const [admin] = await database.db.select().from(users).where(eq(users.loginId, 'admin'))
    expect(await Bun.password.verify(password, admin?.passwordHash ?? '')).toBe(true)
    await database.close()
  }, 30_000)

  test('demo seed: a tree of administrators and funded members whose balances equal their ledgers', async () => {
    const database = await createTestDb()
    const report = await seedDatabase(database.db, { adminPassword: 'x-1234', demo: true })
    expect(report.created.map((a) => a.roleCode)).toEqual([
      'SUPER',
      'SUPER',
      'HQ',
      'AGENCY',
      'SHOP',
      'MEMBER',
      'MEMBER',
      'MEMBER',
    ])
    const mismatches = await database.db
      .select({ userId: wallets.userId })
      .from(wallets)
      .where(
        sql`${wallets.money} <> coalesce((select sum(${moneyLedger.amount}) from ${moneyLedger} where ${moneyLedger.userId} = ${wallets.userId}), 0)`,
      )
    expect(mismatches).toEqual([])
    expect((await seedDatabase(database.db, { demo: true })).created).toEqual([])
    await database.close()
  }, 30_000)

  test('the database refuses a negative balance', async () => {
    const database = await createTestDb()
    await seedDatabase(database.db, { adminPassword: 'x-1234' })
    const [admin] = await database.db.select().from(users)
    const overdraw = async () =>
      database.db
        .update(wallets)
        .set({ money: -1 })
        .where(eq(wallets.userId, admin?.id ?? 0))
    await expect(overdraw()).rejects.toThrow()
    await database.close()
  }, 30_000)

  test('point rates above what the minimum house edge allows are brought down at start, once, audited', async () => {
    const database = await createTestDb()
    await seedDatabase(database.db, { adminPassword: 'x-1234', demo: true })
    const members = await database.db
      .select({ rate: users.pointRateTenths })
      .from(users)
      .where(eq(users.roleCode, 'MEMBER'))
    // 3 % by default, lowered to what the 1 % minimum edge leaves beside the demo's 1.2 % rolling.
    expect(members.map((member) => member.rate)).toEqual([13, 13, 13])
    // An installation from before the limit: its members at the old 3 % and one at 10 %.
    await database.db.update(users).set({ pointRateTenths: 30 }).where(eq(users.loginId, 'member1'))
    await database.db.update(users).set({ pointRateTenths: 100 }).where(eq(users.loginId, 'member2'))
    await seedDatabase(database.db, {})
    await seedDatabase(database.db, {})
    const after = await database.db
      .select({ loginId: users.loginId, rate: users.pointRateTenths })
      .from(users)
      .where(eq(users.roleCode, 'MEMBER'))
    expect(after.every((member) => member.rate === 13)).toBe(true)
    const audits = await queryRows<{ after: { pointRate: number; members: number } }>(
      database.db,
      sql`select after from audit_log where action = 'POINT_RATE_CAP'`,
    )
    expect(audits.map((row) => row.after)).toEqual([{ pointRate: 1.3, members: 2 }])
    await database.close()
  }, 30_000)

  test.if(Boolean(process.env.TEST_DATABASE_URL))(
    'instances starting together migrate and seed once',
    async () => {
      const database = await createTestDb()
      const url = new URL(process.env.TEST_DATABASE_URL ?? '')
      const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`)
      url.pathname = `/${current?.name}`
      const instances = await Promise.all(
        [1, 2, 3].map(() => createDb({ databaseUrl: url.toString(), maxConnections: 2 })),
      )
      const reports = await Promise.all(
        instances.map((instance) => seedDatabase(instance.db, { adminPassword: 'same-1' })),
      )
      expect(reports.flatMap((r) => r.created)).toHaveLength(1)
      await Promise.all(instances.map((instance) => instance.close()))
      await database.close()
    },
    30_000,
  )
})
