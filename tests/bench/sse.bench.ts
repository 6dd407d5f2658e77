/**
 * bench:sse: 2,000 members (`--subs N` for another number) listen on `GET /api/events` (bearer header,
 * one member and one session each, so no per-user or per-session stream cap closes any) while the real
 * server (a child process) draws and settles a round in which each of them holds a bet; measures how
 * long after the draw is triggered every listener has the round's RESULT_SAVED, how long after its
 * commit (its write into the event outbox), and the server's memory per subscriber. `--instances N`
 * runs N servers on the one database, the listeners spread over them; the first one leads.
 */
import { connect, type Socket } from 'node:net'
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { bettingWindow, drawAt, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import {
  accessTokensOf,
  advanceServerClock,
  countOptions,
  createBenchDb,
  createFundedMembers,
  machineLoad,
  percentile,
  type ServerProcess,
  seedRoundBets,
  serverClockOffsetMs,
  startServerProcess,
  verdict,
} from './support'

const { subs: SUBSCRIBERS, instances: INSTANCES } = countOptions({ subs: 2_000, instances: 1 })
const CONNECT_BATCH = 200
const WAIT_FOR_EVENTS_MS = 15_000
const TARGET_MS = 250
const TARGET_KIB_PER_SUBSCRIBER = 8
/** From the commit of the draw's RESULT_SAVED to the 99th percentile of the streams. */
const TARGET_COMMIT_P99_MS = 250

interface Listener {
  socket: Socket
  connected: Promise<boolean>
  resultAt?: number
  /** The same moment as epoch milliseconds, to compare with the database's clock. */
  resultAtEpoch?: number
  ownSettlementAt?: number
}

/** A raw HTTP/1.1 event-stream request that notes when its markers arrive. */
function listen(url: URL, token: string, roundNo: number): Listener {
  const socket = connect(Number(url.port), url.hostname)
  socket.setNoDelay(true)
  socket.write(
    `GET /api/events HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
  )
  const result = `"type":"RESULT_SAVED","roundNo":${roundNo}`
  const listener: Listener = { socket, connected: Promise.resolve(false) }
  listener.connected = new Promise((resolve) => {
    let tail = ''
    socket.on('data', (chunk: Buffer) => {
      // A marker may straddle two reads; the tail of the last one is searched again.
      const text = tail + chunk.toString('latin1')
      if (text.startsWith('HTTP/1.1') && !text.startsWith('HTTP/1.1 200')) resolve(false)
      if (text.includes(': connected')) resolve(true)
      if (listener.resultAt === undefined && text.includes(result)) {
        listener.resultAt = performance.now()
        listener.resultAtEpoch = Date.now()
      }
      if (listener.ownSettlementAt === undefined && text.includes('"type":"BET_SETTLED"'))
        listener.ownSettlementAt = performance.now()
      tail = text.slice(-80)
    })
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
  })
  return listener
}

/**
 * A round whose draw is at least two minutes away on the server's clock (moving into the next cycle if
 * needed), so the engine's own ticks cannot draw it before the bench does.
 */
async function roundAhead(url: string): Promise<number> {
  const now = Date.now() + (await serverClockOffsetMs(url))
  const running = roundRunningAt(new Date(now))
  const untilDraw = drawAt(running).getTime() - now
  if (untilDraw >= 120_000) return running
  await advanceServerClock(url, Math.ceil(untilDraw / 1000) + 1)
  return running + 1
}

const fileLimit = Bun.spawnSync(['sh', '-c', 'ulimit -n']).stdout.toString().trim()
const database = await createBenchDb()
const servers: ServerProcess[] = []
const listeners: Listener[] = []
try {
  const members = await createFundedMembers(database, {
    count: SUBSCRIBERS,
    money: 1_000_000,
    prefix: 'listener',
  })
  // Signed in before the round is chosen, so thousands of sign-ins cannot run into its draw.
  const tokens = await accessTokensOf(database, members)
  // One at a time: the first takes the leader lock before the others start.
  for (let i = 0; i < INSTANCES; i++) servers.push(await startServerProcess(database.url))
  const server = servers[0] as ServerProcess
  // Every clock starts from real time, so each makes the same move.
  const roundNo = await roundAhead(server.url)
  for (const other of servers.slice(1)) {
    if ((await roundAhead(other.url)) !== roundNo) throw new Error('the servers chose different rounds')
  }
  await seedRoundBets(database, {
    roundNo,
    userIds: members.map((m) => m.userId),
    betsPerMember: 1,
    itemsPerBet: 1,
    stake: 1_000,
  })
  console.log(
    `bench:sse on ${database.name}: ${INSTANCES} server${INSTANCES > 1 ? 's' : ''}, each a child process (bun apps/server/src/main.ts, pids ${servers.map((s) => s.pid).join(', ')}, events from the Postgres outbox); ` +
      `${SUBSCRIBERS} members, one raw HTTP/1.1 stream each, every one holding a bet on round ${roundNo}; ` +
      `open-file limit ${fileLimit}; ${machineLoad()}`,
  )

  const rssBefore = server.rssMiB()
  const urls = servers.map((each) => new URL(each.url))
  for (let from = 0; from < tokens.length; from += CONNECT_BATCH) {
    const batch = tokens
      .slice(from, from + CONNECT_BATCH)
      .map((token, i) => listen(urls[(from + i) % urls.length] as URL, token, roundNo))
    listeners.push(...batch)
    await Promise.all(batch.map((l) => l.connected))
  }
  const connected = (await Promise.all(listeners.map((l) => l.connected))).filter(Boolean).length
  await Bun.sleep(500)
  const rssConnected = server.rssMiB()

  // Betting closes 30 s before the draw, in a tick of its own, as it does in production.
  const untilClose =
    bettingWindow(roundNo).closesAt.getTime() - (Date.now() + (await serverClockOffsetMs(server.url)))
  for (const each of [...servers.slice(1), server])
    await advanceServerClock(each.url, Math.ceil(untilClose / 1000) + 1)

  // The draw: the clock moves past the round's draw time and the engine ticks (draw, settle, publish).
  const untilDraw = drawAt(roundNo).getTime() - (Date.now() + (await serverClockOffsetMs(server.url)))
  const triggeredAt = performance.now()
  // The followers first: the leader's move draws.
  for (const each of [...servers.slice(1), server])
    await advanceServerClock(each.url, Math.ceil(untilDraw / 1000) + 1)
  const tickMs = performance.now() - triggeredAt
  const waitUntil = triggeredAt + WAIT_FOR_EVENTS_MS
  while (
    performance.now() < waitUntil &&
    listeners.some((l) => l.resultAt === undefined || l.ownSettlementAt === undefined)
  )
    await Bun.sleep(10)
  const rssAfter = server.rssMiB()
  const mismatches = await ledgerMismatches(database)
  const [written] = await queryRows<{ at: string }>(
    database.db,
    sql`select (extract(epoch from created_at) * 1000)::text as at from event_outbox
        where events -> 0 ->> 'type' = 'RESULT_SAVED' and (events -> 0 ->> 'roundNo')::int = ${roundNo}`,
  )
  const committedAt = Number(written?.at ?? Number.NaN)

  const heard = listeners.filter((l) => l.resultAt !== undefined)
  const receipt = Float64Array.from(heard.map((l) => (l.resultAt as number) - triggeredAt)).sort()
  const settled = Float64Array.from(
    listeners
      .filter((l) => l.ownSettlementAt !== undefined)
      .map((l) => (l.ownSettlementAt as number) - triggeredAt),
  ).sort()
  const lastMs = receipt.at(-1) ?? Number.POSITIVE_INFINITY
  const afterCommit = Float64Array.from(heard.map((l) => (l.resultAtEpoch as number) - committedAt)).sort()
  const commitP99 = percentile(afterCommit, 99)
  const kibPerSubscriber =
    connected > 0 ? ((rssConnected - rssBefore) * 1024) / connected : Number.POSITIVE_INFINITY

  console.log(`subscribers:      ${connected} of ${SUBSCRIBERS} connected`)
  console.log(
    `received:         RESULT_SAVED by ${heard.length} of ${SUBSCRIBERS}; own BET_SETTLED by ${settled.length}`,
  )
  console.log(
    `draw → last:      ${lastMs.toFixed(0)} ms (clock advance answered after ${tickMs.toFixed(0)} ms)`,
  )
  console.log(`draw → p50:       ${percentile(receipt, 50).toFixed(0)} ms`)
  console.log(
    `commit → streams: p50 ${percentile(afterCommit, 50).toFixed(0)} ms, p99 ${commitP99.toFixed(0)} ms, last ${afterCommit.at(-1)?.toFixed(0)} ms`,
  )
  console.log(
    `own BET_SETTLED:  p50 ${percentile(settled, 50).toFixed(0)} ms, last ${settled.at(-1)?.toFixed(0)} ms`,
  )
  console.log(
    `server RSS:       ${rssBefore.toFixed(0)} MiB before subscribers, ${rssConnected.toFixed(0)} MiB with ${connected} connected, ` +
      `${rssAfter.toFixed(0)} MiB after the round`,
  )
  console.log(`per subscriber:   ${kibPerSubscriber.toFixed(1)} KiB (RSS delta ÷ subscribers connected)`)
  console.log(`wallets ≠ ledgers: ${mismatches.length}`)
  verdict(`bench:sse --subs ${SUBSCRIBERS} --instances ${INSTANCES}`, [
    { label: `last RESULT_SAVED ≤ ${TARGET_MS} ms`, ok: lastMs <= TARGET_MS },
    { label: `p99 commit → stream ≤ ${TARGET_COMMIT_P99_MS} ms`, ok: commitP99 <= TARGET_COMMIT_P99_MS },
    { label: `all ${SUBSCRIBERS} received it`, ok: heard.length === SUBSCRIBERS },
    {
      label: `≤ ${TARGET_KIB_PER_SUBSCRIBER} KiB per subscriber`,
      ok: kibPerSubscriber <= TARGET_KIB_PER_SUBSCRIBER,
    },
    { label: 'wallets = ledgers', ok: mismatches.length === 0 },
  ])
} finally {
  for (const listener of listeners) listener.socket.destroy()
  for (const each of servers) await each.stop()
  await database.close()
}
