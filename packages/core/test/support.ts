import {
  type Actor,
  authenticate,
  type CoreDeps,
  createManualClock,
  createMemoryBus,
  type GameEvent,
  login,
} from '@pb/core'
import { type Database, queryRows, seedDatabase } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { sql } from 'drizzle-orm'

export const ADMIN_PASSWORD = 'admin-pass-1'
export const DEMO_PASSWORD = 'demo1234'

/** A fresh database with the admin and the demo tree (hq1 > agency1 > shop1 > member1..3). */
export async function createSeededDb(): Promise<Database> {
  const database = await createTestDb()
  await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD, demo: true })
  return database
}

let ipCounter = 0
/** A distinct client address per call, so rate limits of one test do not leak into another. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

export async function signIn(
  database: Database,
  loginId: string,
  password = DEMO_PASSWORD,
  area?: 'member' | 'admin',
) {
  const resolvedArea = area ?? (loginId.startsWith('member') ? 'member' : 'admin')
  return login(database.db, { loginId, password, area: resolvedArea, ip: nextIp(), userAgent: 'test' })
}

export async function actorOf(database: Database, loginId: string, password = DEMO_PASSWORD): Promise<Actor> {
  const { accessToken } = await signIn(database, loginId, password)
  const actor = await authenticate(database.db, accessToken)
  if (!actor) throw new Error(`no actor for ${loginId}`)
  return actor
}

/** Awaits a promise that must reject with a DomainError of `code`. */
export async function expectDomainError(promise: Promise<unknown>, code: string): Promise<void> {
  let caught: unknown
  try {
    await promise
  } catch (error) {
    caught = error
  }
  const actual = (caught as { code?: string } | undefined)?.code
  if (actual !== code)
    throw new Error(`expected DomainError ${code}, got ${actual ?? String(caught ?? 'success')}`)
}

/** Core dependencies over a database with a clock that stands still and a bus that records. */
export function gameDeps(database: Database, start: Date) {
  const clock = createManualClock(start)
  const bus = createMemoryBus()
  const events: GameEvent[] = []
  bus.subscribe((event) => events.push(event))
  return { deps: { db: database.db, bus, clock } satisfies CoreDeps, clock, bus, events }
}

/** Every wallet whose money or points differ from the sum of its ledger; empty when all agree. */
export async function ledgerMismatches(database: Database) {
  return queryRows<{ user_id: number }>(
    database.db,
    sql`select w.user_id from wallets w
        where w.money <> coalesce((select sum(amount) from money_ledger m where m.user_id = w.user_id), 0)
           or w.points <> coalesce((select sum(amount) from point_ledger p where p.user_id = w.user_id), 0)`,
  )
}

export async function walletOf(database: Database, loginId: string) {
  const [row] = await queryRows<{ money: string; points: string; user_id: number }>(
    database.db,
    sql`select w.money, w.points, w.user_id from wallets w join users u on u.id = w.user_id where u.login_id = ${loginId}`,
  )
  return { money: Number(row?.money), points: Number(row?.points), userId: Number(row?.user_id) }
}
