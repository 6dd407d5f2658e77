import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { type Database, passwordAttempts, queryRows, sessions, sessionTokens, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { eq, inArray, sql } from 'drizzle-orm'
import { pruneSpentRows } from '../src/auth/prune-spent-rows'
import { createSeededDb, gameDeps } from './support'

let database: Database
let sessionId: string
beforeAll(async () => {
  database = await createSeededDb()
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'))
  sessionId = 'prune-test-session'
  await database.db.insert(sessions).values({ id: sessionId, userId: admin?.id ?? 0, area: 'admin' })
}, 60_000)
afterAll(() => database.close())

const { windowMs } = attemptLimits
const now = new Date('2026-11-20T03:00:00Z')
const at = (offsetMs: number, from = now) => new Date(from.getTime() + offsetMs)

/** Attempts on a subject of their own, told apart by their address. */
async function addAttempts(
  subject: string,
  rows: { ip: string; createdAt: Date; device?: string; kind?: 'totp' }[],
) {
  await database.db
    .insert(passwordAttempts)
    .values(rows.map((row) => ({ subject, device: null, ...row, kind: row.kind ?? ('login' as const) })))
}

const attemptsLeft = async (subject: string) =>
  (
    await database.db
      .select({ ip: passwordAttempts.ip })
      .from(passwordAttempts)
      .where(eq(passwordAttempts.subject, subject))
  )
    .map((row) => row.ip)
    .sort()

async function addTokens(
  rows: { id: string; kind: 'access' | 'refresh' | 'ticket'; expiresAt: Date; usedAt?: Date }[],
) {
  await database.db.insert(sessionTokens).values(rows.map((row) => ({ ...row, sessionId, secretHash: 'x' })))
}

const tokensLeft = async (ids: string[]) =>
  (
    await database.db
      .select({ id: sessionTokens.id })
      .from(sessionTokens)
      .where(inArray(sessionTokens.id, ids))
  )
    .map((row) => row.id)
    .sort()

describe(`pruning rows only the limits read, on ${testDriver}`, () => {
  test('removes exactly the attempts past the window and the tickets used or expired', async () => {
    await addAttempts('pruned1', [
      { ip: 'old', createdAt: at(-windowMs - 60_000) },
      // The limits count attempts after the window's start only.
      { ip: 'window-start', createdAt: at(-windowMs) },
      { ip: 'old-device', createdAt: at(-windowMs - 1_000), device: 'nonce' },
      { ip: 'inside', createdAt: at(-windowMs + 1_000) },
      { ip: 'inside-device', createdAt: at(-60_000), device: 'nonce' },
      { ip: 'inside-code', createdAt: at(-60_000), kind: 'totp' },
      { ip: 'now', createdAt: now },
    ])
    const tokens = [
      { id: 'ticket-expired', kind: 'ticket', expiresAt: at(-1_000) },
      // A ticket is refused once its expiry is reached.
      { id: 'ticket-at-expiry', kind: 'ticket', expiresAt: now },
      { id: 'ticket-used', kind: 'ticket', expiresAt: at(30_000), usedAt: at(-10_000) },
      { id: 'ticket-live', kind: 'ticket', expiresAt: at(30_000) },
      // Sessions' own tokens are not event tickets: refresh reuse is detected from them.
      { id: 'access-expired', kind: 'access', expiresAt: at(-86_400_000) },
      { id: 'refresh-used', kind: 'refresh', expiresAt: at(-1_000), usedAt: at(-60_000) },
    ] as const
    await addTokens([...tokens])
    // Outbox runs are aged on the database's clock, which wrote them.
    await database.db.execute(
      sql`insert into event_outbox (first_id, last_id, events, created_at) values
        (-3, -3, '[]', now() - interval '16 minutes'), (-2, -2, '[]', now() - interval '14 minutes')`,
    )

    expect(await pruneSpentRows(database.db, now)).toEqual({
      passwordAttempts: 3,
      eventTickets: 3,
      eventRuns: 1,
    })
    expect(await attemptsLeft('pruned1')).toEqual(['inside', 'inside-code', 'inside-device', 'now'])
    expect(await tokensLeft(tokens.map((token) => token.id))).toEqual([
      'access-expired',
      'refresh-used',
      'ticket-live',
    ])
    // Nothing more to do on the next pass.
    expect(await pruneSpentRows(database.db, now)).toEqual({
      passwordAttempts: 0,
      eventTickets: 0,
      eventRuns: 0,
    })
    await database.db.execute(sql`delete from event_outbox where last_id < 0`)
  })

  test('a backlog larger than a batch goes in one pass', async () => {
    const backlog = 12_345
    await database.db.execute(
      sql`insert into password_attempts (kind, subject, ip, created_at)
          select 'login', 'backlog1', 'old-' || n, ${at(-windowMs - 1_000).toISOString()}::timestamptz
          from generate_series(1, ${backlog}) as n`,
    )
    await addAttempts('backlog1', [{ ip: 'inside', createdAt: now }])
    expect((await pruneSpentRows(database.db, now)).passwordAttempts).toBe(backlog)
    expect(await attemptsLeft('backlog1')).toEqual(['inside'])
  }, 60_000)

  test('the round engine prunes, at most once a minute of its clock', async () => {
    const start = new Date(drawAt(roundOfDay('2026-11-28', 60)).getTime() - 100_000)
    const game = await gameDeps(database, start)
    const engine = createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      beacon: await createLocalSource(database.db, game.clock),
      onError: (error: unknown) => {
        throw error
      },
    })
    try {
      await addAttempts('engine1', [
        { ip: 'old', createdAt: at(-windowMs - 1_000, start) },
        { ip: 'inside', createdAt: at(-1_000, start) },
      ])
      await addTokens([{ id: 'engine-ticket', kind: 'ticket', expiresAt: at(30_000, start), usedAt: start }])
      await engine.tick()
      expect(await attemptsLeft('engine1')).toEqual(['inside'])
      expect(await tokensLeft(['engine-ticket'])).toEqual([])

      await addAttempts('engine1', [{ ip: 'old-again', createdAt: at(-windowMs - 1_000, start) }])
      game.clock.set(at(30_000, start))
      await engine.tick()
      expect(await attemptsLeft('engine1')).toEqual(['inside', 'old-again'])
      game.clock.set(at(60_000, start))
      await engine.tick()
      expect(await attemptsLeft('engine1')).toEqual(['inside'])
    } finally {
      await engine.stop()
    }
  }, 60_000)

  test('what pruning reads is indexed', async () => {
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes
          where indexname in ('password_attempts_created_idx', 'session_tokens_ticket_expiry_idx')`,
    )
    expect(indexes.map((row) => row.indexname).sort()).toEqual([
      'password_attempts_created_idx',
      'session_tokens_ticket_expiry_idx',
    ])
  })
})
