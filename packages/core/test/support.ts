import { type Actor, authenticate, login } from '@pb/core'
import { type Database, seedDatabase } from '@pb/db'
import { createTestDb } from '@pb/db/testing'

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
