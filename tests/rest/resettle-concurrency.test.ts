import { afterAll, beforeAll, expect, test } from 'bun:test'
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, selections } from '@pb/game'
import { sql } from 'drizzle-orm'
import { envNumber, type Simulation, seededRandom, startSimulation } from '../support/simulation'
import type { Envelope } from '../support/test-server'

/**
 * Re-settlements, the engine's settlement and members' bets move many of the same wallets at the
 * same moment. Each multi-wallet move locks its wallets in user order, so they queue behind each
 * other: the database never has to break a deadlock, and no client sees one.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const rounds = envNumber('RESETTLE_RACE_ROUNDS', 4)
const memberCount = envNumber('RESETTLE_RACE_MEMBERS', 16)

let sim: Simulation
beforeAll(async () => {
  if (onPostgres) sim = await startSimulation(memberCount)
}, 120_000)
afterAll(() => sim?.close())

async function deadlocks(): Promise<number> {
  // Statistics reach the view shortly after the transaction that counted them ends.
  await Bun.sleep(1_100)
  const [row] = await queryRows<{ deadlocks: string }>(
    sim.server.database.db,
    sql`select deadlocks from pg_stat_database where datname = current_database()`,
  )
  return Number(row?.deadlocks)
}

test.if(onPostgres)(
  're-settling a round while the next one settles and members bet: no deadlock, every call answered',
  async () => {
    const random = seededRandom(envNumber('RESETTLE_RACE_SEED', 7))
    const betAll = () =>
      Promise.all(
        sim.members.flatMap((member) =>
          [1, 2, 3].map(() =>
            sim.call('POST', '/bets', {
              token: member.token,
              body: {
                roundId: sim.round,
                items: [{ selectionCode: random.pick(selections).code, stakeAmount: 1_000 }],
              },
            }),
          ),
        ),
      )
    await Promise.all(
      sim.members.map((member) =>
        sim.call('POST', `/admin/users/${member.userId}/balance`, {
          token: sim.admin.token,
          body: { amount: 1_000_000, note: '경합 검사' },
        }),
      ),
    )
    // Only a result the operator entered (before its round opened) can be corrected: every round of
    // the run gets one.
    for (let k = 1; k <= rounds + 1; k++) {
      const entered = await sim.approved('POST', '/admin/manual-result', {
        roundNumber: sim.round + k,
        normalBalls: [2, 7, 12, 17, 22],
        powerBall: k % 10,
      })
      expect(entered.status).toBe(200)
    }
    const before = await deadlocks()
    const answers: Envelope[] = []
    // The open round was open before any result could be entered: it is drawn from its seed.
    await sim.draw()
    await betAll()
    await sim.draw()
    for (let k = 0; k < rounds; k++) {
      const corrected = sim.round - 1
      answers.push(...(await betAll()))
      // Past the open round's draw and into the next one's betting window: the tick settles it
      // while corrections of the round before and new bets touch the same wallets.
      sim.clock.set(new Date(drawAt(sim.round).getTime() + 31_000))
      const now = sim.clock.now().getTime()
      // Three corrections, proposed first; their approvals (which move the money) race the rest.
      const proposals: number[] = []
      for (const shift of [0, 1, 2]) {
        const proposed = await sim.call<{ id: number }>('POST', '/admin/manual-result-by-timerange', {
          token: sim.admin.token,
          body: {
            roundNumber: corrected,
            timeRange: { start: new Date(now - 86_400_000).toISOString(), end: new Date(now).toISOString() },
            newResult: { normalBalls: [1, 2, 3, 4, 5].map((i) => i * 5 - shift), powerBall: shift * 3 },
          },
        })
        expect(proposed.status).toBe(202)
        proposals.push(proposed.body.data?.id ?? 0)
      }
      const results = await Promise.all([
        sim.server.engine.tick().then(() => undefined),
        ...proposals.map((id) =>
          sim.call('POST', `/admin/approvals/${id}/approve`, { token: sim.approver.token }),
        ),
        ...sim.members.map((member) =>
          sim.call('POST', '/bets', {
            token: member.token,
            body: { roundId: sim.round + 1, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
          }),
        ),
      ])
      for (const answer of results) if (answer) answers.push(answer)
      const [settled] = await queryRows<{ status: string }>(
        sim.server.database.db,
        sql`select status from rounds where round_no = ${sim.round}`,
      )
      expect(settled?.status).toBe('SETTLED')
      await sim.draw()
    }
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort()
    expect(statuses).toEqual([200, 201])
    expect(await deadlocks()).toBe(before)
    expect(sim.engineErrors).toEqual([])
    expect(await ledgerMismatches(sim.server.database)).toEqual([])
  },
  120_000,
)
