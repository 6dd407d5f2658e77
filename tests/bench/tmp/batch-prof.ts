import { createMemoryBus, placeBet, placeBetInput, useCaseContext } from '@pb/core'
import { createDb } from '@pb/db'
import { bettingWindow, clockAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import { createBenchDb, createFundedMembers } from '../support'

const database = await createBenchDb()
const members = await createFundedMembers(database, { count: 64, money: 100_000_000, prefix: 'prof' })
await database.db.execute(sql.raw(`alter database "${database.name}" set log_min_duration_statement = 0`))
const db2 = await createDb({ databaseUrl: database.url })
const now = new Date()
let round = clockAt(now).round
let at = new Date(bettingWindow(round).opensAt.getTime() + 10_000)
if (at < now) {
  round += 1
  at = new Date(bettingWindow(round).opensAt.getTime() + 10_000)
}
const deps = { db: db2.db, bus: createMemoryBus(), clock: { now: () => at } }
const actor = (m: { userId: number; loginId: string }) => ({
  userId: m.userId,
  loginId: m.loginId,
  roleCode: 'MEMBER' as const,
  orgId: 1,
  orgPath: '/1/',
  area: 'member' as const,
  sessionId: 'x',
})
const input = placeBetInput.parse({ roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 100 }] })
console.log('MARK', database.name)
const t = performance.now()
for (let i = 0; i < 30; i++)
  await Promise.all(members.map((m) => placeBet(useCaseContext(deps, actor(m)), input)))
console.log('batches of 64 x30', (performance.now() - t).toFixed(0), 'ms')
await db2.close()
await database.close()
