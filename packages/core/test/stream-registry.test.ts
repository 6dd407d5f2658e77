import { expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { canReceive, openEventStream } from '@pb/core/events/audience'
import { createMemoryBus } from '@pb/core/events/memory-bus'
import type { ClientEvent, EventSink, GameEvent } from '@pb/core/events/types'

/* The registry finds a publication's audience through its indexes; it must hear exactly what canReceive allows. */
const actor = (userId: number, sessionId: string, over: Partial<Actor> = {}): Actor => ({
  userId,
  loginId: `user${userId}`,
  roleCode: 'MEMBER',
  orgId: 3,
  orgPath: '/1/3/',
  area: 'member',
  sessionId,
  ...over,
})

function recordingSink(owner: Actor) {
  const heard: { id: number; event: ClientEvent }[] = []
  let ended = false
  const sink: EventSink = {
    actor: owner,
    send: (event, id) => heard.push({ id, event }),
    end: () => {
      ended = true
    },
  }
  return { sink, heard, ended: () => ended }
}

test('each stream hears exactly what its actor may receive, in id order, and a revoked session ends', async () => {
  const owners = [
    actor(1, 's1'),
    actor(1, 's1b'),
    actor(2, 's2'),
    actor(10, 'a10', { roleCode: 'SHOP', orgId: 3, orgPath: '/1/3/', area: 'admin' }),
    actor(11, 'a11', { roleCode: 'SHOP', orgId: 4, orgPath: '/1/4/', area: 'admin' }),
    actor(12, 'a12', { roleCode: 'SUPER', orgId: 1, orgPath: '/1/', area: 'admin' }),
    actor(13, 'a13', { roleCode: 'HQ', orgId: 3, orgPath: '/1/3/', area: 'member' }),
  ]
  const bus = createMemoryBus()
  const everything: GameEvent[] = []
  bus.subscribe((event) => everything.push(event))
  const streams = owners.map((owner) => {
    const recording = recordingSink(owner)
    openEventStream(bus, recording.sink)
    return recording
  })
  const cashier = { transactionType: 'TOPUP', id: 5, memberId: 1, statusCode: 'APPROVED' } as const
  const events: GameEvent[] = [
    {
      type: 'RESULT_SAVED',
      roundNo: 7,
      pbValue: 3,
      pbOddEven: 'ODD',
      pbOverUnder: 'UNDER',
      drawOrder: [1, 2, 3, 4, 5],
      numberSum: 15,
      numberOddEven: 'ODD',
      numberUnderOver: 'UNDER',
      numberSize: 'SMALL',
      source: 'RNG',
    },
    { type: 'BALANCE_UPDATED', userId: 1, moneyBal: 100, pointBal: 0, cause: 'SETTLEMENT', version: 1 },
    { type: 'BET_SETTLED', userId: 2, status: 'WON', payout: 1930, purchaseNo: 'P-1', roundNo: 7 },
    { type: 'TRANSACTION_PROCESSED', ...cashier, orgPath: '/1/3/' },
    { type: 'TRANSACTION_PROCESSED', ...cashier, orgPath: '/1/4/9/' },
    { type: 'SESSION_REVOKED', userId: 1, sessionIds: ['s1'] },
    { type: 'PROFILE_UPDATED', userId: 1, betBlocked: true, statusCode: 'ACTIVE' },
    { type: 'SETTLEMENT_COMPLETED', roundNo: 7, settledBets: 1 },
  ]
  events.forEach((event, at) => {
    bus.deliver(event, at + 1)
  })

  expect(everything).toEqual(events)
  const revokedAt = events.findIndex((e) => e.type === 'SESSION_REVOKED')
  owners.forEach((owner, i) => {
    const stream = streams[i] as ReturnType<typeof recordingSink>
    const revoked = owner.sessionId === 's1'
    const expected = events
      .map((event, at) => ({ id: at + 1, event }))
      .filter(({ event, id }) => canReceive(owner, event) && !(revoked && id > revokedAt))
    expect(stream.heard).toEqual(expected as typeof stream.heard)
    expect(stream.ended()).toBe(revoked)
  })
})

test('a stream beyond a cap ends the oldest of its session, and a released stream hears nothing more', async () => {
  const bus = createMemoryBus()
  const member = actor(1, 's1')
  const first = recordingSink(member)
  const release = openEventStream(bus, first.sink)
  const more = [1, 2, 3].map(() => recordingSink(member))
  for (const each of more) openEventStream(bus, each.sink)
  expect(first.ended()).toBe(true)
  expect(more.map((each) => each.ended())).toEqual([false, false, false])

  release()
  const [second] = more
  const left = recordingSink(actor(1, 's2'))
  const releaseLeft = openEventStream(bus, left.sink)
  releaseLeft()
  bus.deliver({ type: 'ROUND_VOIDED', roundNo: 8 }, 1)
  expect(first.heard).toEqual([])
  expect(left.heard).toEqual([])
  expect(second?.heard).toEqual([{ id: 1, event: { type: 'ROUND_VOIDED', roundNo: 8 } }])
})
