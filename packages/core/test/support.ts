import type { Permission } from '@pb/access'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { login } from '@pb/core/auth/login'
import { authenticate } from '@pb/core/auth/sessions'
import { type Clock, createManualClock, systemClock } from '@pb/core/clock'
import { type CoreDeps, type UseCaseContext, useCaseContext } from '@pb/core/context'
import { lastEventId, recordEvents } from '@pb/core/events/outbox'
import { createOutboxBus } from '@pb/core/events/outbox-bus'
import type { EventBus, GameEvent } from '@pb/core/events/types'
import { moveWallet } from '@pb/core/ledger'
import { seedDatabase } from '@pb/core/seed'
import { createMember } from '@pb/core/users/create-member'
import { type Database, queryRows } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { drawAt } from '@pb/game'
import { sql } from 'drizzle-orm'

export { ledgerMismatches } from '@pb/db/testing'

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
  now?: Date,
) {
  const resolvedArea = area ?? (loginId.startsWith('member') ? 'member' : 'admin')
  const clock = now ? createManualClock(now) : systemClock
  const ctx = useCaseContext({ db: database.db, bus: silentBus(database), clock }, null, {
    ip: nextIp(),
    userAgent: 'test',
  })
  return login(ctx, { loginId, password, area: resolvedArea })
}

/**
 * The context as an administrator procedure declaring `permission` hands it to its use case
 * (docs/api-conventions.md §10): without one, every administrator use case refuses.
 */
export const granting = (ctx: UseCaseContext, permission: Permission): UseCaseContext => ({
  ...ctx,
  permission,
})

/** A use-case context for `actor` on the real clock, with a bus nobody listens to. */
export function contextOf(database: Database, actor: Actor | null): UseCaseContext {
  return useCaseContext({ db: database.db, bus: silentBus(database), clock: systemClock }, actor)
}

export async function actorOf(
  database: Database,
  loginId: string,
  password = DEMO_PASSWORD,
  area?: 'member' | 'admin',
): Promise<Actor> {
  const { accessToken } = await signIn(database, loginId, password, area)
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

/** A bus that delivers nothing, for contexts nobody listens to: it never reads the outbox. */
export const silentBus = (database: Database) =>
  createOutboxBus(database.db, { startAfter: Number.MAX_SAFE_INTEGER })

/** Core dependencies at a fixed instant, for calls whose events nobody checks. */
export function quietDeps(database: Database, at: Date): CoreDeps {
  return { db: database.db, bus: silentBus(database), clock: createManualClock(at) }
}

/** A bus that hears every event committed from now on. */
export async function listeningBus(database: Database, clock?: Clock) {
  return createOutboxBus(database.db, { clock, startAfter: await lastEventId(database.db) })
}

/** Events committed as another instance's change would commit them, then heard on `bus`. */
export async function commitEvents(database: Database, bus: EventBus, events: GameEvent[]) {
  await database.db.transaction((tx) => recordEvents(tx, events))
  await bus.deliverCommitted()
}

/** Core dependencies over a database with a clock that stands still and a bus that records. */
export async function gameDeps(database: Database, start: Date) {
  const clock = createManualClock(start)
  const bus = await listeningBus(database, clock)
  const events: GameEvent[] = []
  bus.subscribe((event) => events.push(event))
  return { deps: { db: database.db, bus, clock } satisfies CoreDeps, clock, bus, events }
}

export async function walletOf(database: Database, loginId: string) {
  const [row] = await queryRows<{ money: string; points: string; user_id: number }>(
    database.db,
    sql`select w.money, w.points, w.user_id from wallets w join users u on u.id = w.user_id where u.login_id = ${loginId}`,
  )
  return { money: Number(row?.money), points: Number(row?.points), userId: Number(row?.user_id) }
}

let memberCounter = 0
/** A new member (in the demo shop) holding exactly `money`, credited through the ledger. */
export async function fundedMember(database: Database, money: number): Promise<Actor> {
  const shop = await actorOf(database, 'shop1')
  const loginId = `funded${++memberCounter}${Date.now().toString(36)}`
  const member = await createMember(
    granting(contextOf(database, shop), 'members.manage'),
    createMemberInput.parse({
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    }),
  )
  await database.db.transaction((tx) =>
    moveWallet(tx, {
      userId: member.id,
      money: { amount: money, type: 'ADJUST_CREDIT' },
      note: 'test',
      at: new Date(),
    }),
  )
  return actorOf(database, loginId, 'pass1234', 'member')
}

/** A second after a round's draw time: the round is due to be drawn. */
export const afterDraw = (round: number) => new Date(drawAt(round).getTime() + 1_000)
