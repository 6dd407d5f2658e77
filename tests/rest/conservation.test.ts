import { afterAll, beforeAll, expect, test } from 'bun:test'
import { queryRows } from '@pb/db'
import { ledgerMismatches, testDriver } from '@pb/db/testing'
import { kstDateOf, selections } from '@pb/game'
import { sql } from 'drizzle-orm'
import {
  envNumber,
  type Session,
  type Simulation,
  seededRandom,
  startSimulation,
} from '../support/simulation'

/**
 * Conservation of money over a day of rounds with 32 members acting at once, and two commission
 * closes: what the members and their branch heads hold plus what the house won (less the commission
 * it paid) equals what came in (approved top-ups), minus what went out (approved withdrawals), plus
 * what administrators adjusted, to the won. The right side is what this test itself did over HTTP;
 * the left side is read from wallets, purchases and the closes' statements, so a lost or doubled
 * movement anywhere shows. CONSERVATION_ROUNDS=288 runs a whole day.
 */

const rounds = envNumber('CONSERVATION_ROUNDS', 24)
const memberCount = envNumber('CONSERVATION_MEMBERS', 32)
const seed = envNumber('CONSERVATION_SEED', Math.floor(Math.random() * 2 ** 31))

let sim: Simulation
beforeAll(async () => {
  sim = await startSimulation(memberCount)
}, 180_000)
afterAll(() => sim?.close())

/** What this test did to the money, as the server confirmed it. */
const done = { topups: 0, withdrawals: 0, adjustments: 0 }
const pending: { id: number; type: 'topup' | 'withdrawal'; amount: number }[] = []

const admin = () => sim.admin.token

/** Draws the open round, moves to the next KST day and closes the day left for commission. */
async function closeDay() {
  await sim.draw()
  const day = kstDateOf(sim.clock.now())
  await sim.nextDay()
  const closed = await sim.call('POST', '/admin/commission/closes', {
    token: admin(),
    body: { start: day, end: day },
  })
  expect(closed.status).toBe(200)
}

async function act(random: ReturnType<typeof seededRandom>, member: Session) {
  const selection = random.pick(selections)
  const stake = random.int(1, 10) * 1_000
  const roll = random.next()
  const amount = random.int(1, 3) * 10_000
  const points = random.int(1, 500)
  await sim.call('POST', '/bets', {
    token: member.token,
    body: { roundId: sim.round, items: [{ selectionCode: selection.code, stakeAmount: stake }] },
  })
  if (roll < 0.15) {
    const type = roll < 0.1 ? 'topup' : 'withdrawal'
    const answer = await sim.call<{ id: number }>('POST', `/transactions/${type}`, {
      token: member.token,
      body: { amount },
    })
    if (answer.status === 201) pending.push({ id: answer.body.data?.id ?? 0, type, amount })
  } else if (roll < 0.3) {
    await sim.call('POST', '/transactions/point-convert', {
      token: member.token,
      body: { pointAmount: points },
    })
  } else if (roll < 0.35) {
    const adjustment = (roll < 0.33 ? 1 : -1) * amount
    const answer = await sim.call('POST', `/admin/users/${member.userId}/balance`, {
      token: admin(),
      body: { amount: adjustment, note: '보존 검사' },
    })
    if (answer.status === 200) done.adjustments += adjustment
  }
}

/** The administrator decides every pending request: most are approved. */
async function decideAll(random: ReturnType<typeof seededRandom>) {
  const deciding = pending.splice(0)
  await Promise.all(
    deciding.map(async (request) => {
      const approve = random.next() < 0.8
      const answer = await sim.call('PUT', `/admin/transactions/${request.type}/${request.id}/status`, {
        token: admin(),
        body: approve ? { action: 'approve' } : { action: 'reject', reason: '보존 검사' },
      })
      expect(answer.status).toBe(200)
      if (approve && request.type === 'topup') done.topups += request.amount
      if (approve && request.type === 'withdrawal') done.withdrawals += request.amount
    }),
  )
}

test(`conservation over ${rounds} rounds with ${memberCount} concurrent members on ${testDriver}: wallets + house = top-ups − withdrawals + adjustments`, async () => {
  console.log(
    `conservation: seed ${seed} (CONSERVATION_SEED replays), ${rounds} rounds, ${memberCount} members`,
  )
  const random = seededRandom(seed)
  await Promise.all(
    sim.members.map(async (member) => {
      const answer = await sim.call('POST', `/admin/users/${member.userId}/balance`, {
        token: admin(),
        body: { amount: 100_000, note: '보존 검사' },
      })
      expect(answer.status).toBe(200)
      done.adjustments += 100_000
    }),
  )
  const startRound = sim.round
  let manualRound = 0
  for (let k = 1; k <= rounds; k++) {
    await Promise.all(sim.members.map((member) => act(random, member)))
    await decideAll(random)
    if (k % 8 === 5) {
      const voided = await sim.approved('POST', `/admin/rounds/${sim.round}/void`, { reason: '보존 검사' })
      expect(voided.status).toBe(200)
    }
    // Every sixth round has a result the operator entered before it opened, corrected once drawn.
    if (k % 6 === 5) {
      manualRound = sim.round + 1
      const entered = await sim.approved('POST', '/admin/manual-result', {
        roundNumber: manualRound,
        normalBalls: [3, 9, 14, 20, 27],
        powerBall: random.int(0, 9),
      })
      expect(entered.status).toBe(200)
    }
    if (k === Math.ceil(rounds / 2)) await closeDay()
    else await sim.draw()
    if (k % 6 === 0) {
      const now = sim.clock.now().getTime()
      const balls = [1, 2, 3, 4, 5].map((i) => ((random.int(0, 4) + i * 5) % 28) + 1)
      const corrected = await sim.approved('POST', '/admin/manual-result-by-timerange', {
        roundNumber: manualRound,
        timeRange: { start: new Date(now - 86_400_000).toISOString(), end: new Date(now).toISOString() },
        newResult: { normalBalls: balls, powerBall: random.int(0, 9) },
      })
      expect(corrected.status).toBe(200)
    }
  }
  await decideAll(random)
  await closeDay()

  const ids = sql.join(
    [...sim.members.map((m) => m.userId), ...Object.values(sim.heads)].map((id) => sql`${id}`),
    sql`, `,
  )
  const [figures] = await queryRows<{
    wallets: string
    stakes: string
    payouts: string
    refunds: string
    conversions: string
    commission: string
    bets: string
  }>(
    sim.server.database.db,
    sql`select
      (select sum(money + held) from wallets where user_id in (${ids})) as wallets,
      (select coalesce(sum(total_stake), 0) from bets where user_id in (${ids})) as stakes,
      (select coalesce(sum(total_payout), 0) from bets where user_id in (${ids}) and status <> 'VOID') as payouts,
      (select coalesce(sum(total_stake), 0) from bets where user_id in (${ids}) and status = 'VOID') as refunds,
      (select coalesce(sum(amount), 0) from cash_transactions
        where user_id in (${ids}) and type = 'POINT_CONVERT' and status = 'APPROVED') as conversions,
      (select coalesce(sum(paid), 0) from commission_statements) as commission,
      (select count(*) from bets where user_id in (${ids})) as bets`,
  )
  const held = Number(figures?.wallets)
  // Points are the house's promise: converted, they are money the house paid; so is commission.
  const house =
    Number(figures?.stakes) -
    Number(figures?.payouts) -
    Number(figures?.refunds) -
    Number(figures?.conversions) -
    Number(figures?.commission)
  console.log('conservation:', {
    rounds: sim.round - startRound,
    bets: Number(figures?.bets),
    wallets: held,
    house,
    commission: Number(figures?.commission),
    ...done,
  })
  expect(Number(figures?.bets)).toBeGreaterThan(rounds * memberCount * 0.5)
  expect(Number(figures?.commission)).toBeGreaterThan(0)
  expect(held + house).toBe(done.topups - done.withdrawals + done.adjustments)
  expect(sim.engineErrors).toEqual([])
  expect(await ledgerMismatches(sim.server.database)).toEqual([])
}, 900_000)
