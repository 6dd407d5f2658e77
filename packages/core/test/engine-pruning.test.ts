import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { type Database, passwordAttempts, sessions, sessionTokens, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { pruningJob } from '../src/game/engine/pruning'
import { createSeededDb } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

describe(`the pruning job on ${testDriver}`, () => {
  test('deletes the password attempts past the window and the spent event tickets, and nothing more', async () => {
    const now = new Date('2026-11-20T03:00:00Z')
    const before = (ms: number) => new Date(now.getTime() - ms)
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'))
    await database.db.insert(sessions).values({ id: 'pruning-job', userId: admin?.id ?? 0, area: 'admin' })
    await database.db.insert(passwordAttempts).values([
      { kind: 'login', subject: 'pruning-job', ip: 'old', createdAt: before(attemptLimits.windowMs + 1_000) },
      { kind: 'login', subject: 'pruning-job', ip: 'inside', createdAt: before(1_000) },
    ])
    await database.db.insert(sessionTokens).values([
      {
        id: 'used',
        kind: 'ticket',
        sessionId: 'pruning-job',
        secretHash: 'x',
        expiresAt: now,
        usedAt: before(1),
      },
      { id: 'fresh', kind: 'ticket', sessionId: 'pruning-job', secretHash: 'x', expiresAt: before(-30_000) },
    ])

    await pruningJob(database.db).run(now)
    const attempts = await database.db
      .select({ ip: passwordAttempts.ip })
      .from(passwordAttempts)
      .where(eq(passwordAttempts.subject, 'pruning-job'))
    expect(attempts).toEqual([{ ip: 'inside' }])
    const tickets = await database.db
      .select({ id: sessionTokens.id })
      .from(sessionTokens)
      .where(eq(sessionTokens.sessionId, 'pruning-job'))
    expect(tickets).toEqual([{ id: 'fresh' }])
  })
})
