import { createManualClock } from '@pb/core/clock'
import { queryRows } from '@pb/db'
import { bettingWindow, drawAt, kstDateOf, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import { APPROVER, approvedCall } from './four-eyes'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from './test-server'

/** A small seeded PRNG (mulberry32), so a run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

/** A number from the environment, or the fallback. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined
    ? value
    : fallback
}

export interface Session {
  userId: number
  token: string
  refreshToken: string
}

export interface Wallet {
  money: number
  points: number
  held: number
}

/** The demo's branch heads, whose wallets commission closes pay. */
interface Heads {
  hq: number
  agency: number
  shop: number
}

/**
 * A server on a manual game clock, signed in as `admin` and as `members` new members of the demo
 * shop (역삼매장, under the demo's HQ and agency with their commission plan), in the betting window of
 * the next round. The engine runs only when the simulation asks (`draw`, `nextDay`).
 */
export async function startSimulation(members: number) {
  // Two hours before a KST midnight a day or two ahead: the first change of day catches up a few
  // rounds, not as many as the hour of the real clock would leave (up to a day of them).
  const midnight = Date.parse(`${kstDateOf(new Date(Date.now() + 86_400_000))}T00:00:00+09:00`) + 86_400_000
  const firstRound = roundRunningAt(new Date(midnight - 2 * 3_600_000)) + 1
  const clock = createManualClock(new Date(bettingWindow(firstRound).opensAt.getTime() + 1_000))
  /** What the engine reported: a settlement that failed or did not match the ledger. */
  const engineErrors: unknown[] = []
  const server: TestServer = await startTestServer({
    clock,
    onEngineError: (error) => engineErrors.push(error),
  })
  const call = restClient(server.url)
  let round = firstRound
  let signedInAt = clock.now().getTime()

  async function signIn(loginId: string, password: string, area: 'member' | 'admin'): Promise<Session> {
    const { body } = await call<{ accessToken: string; refreshToken: string; user: { id: number } }>(
      'POST',
      '/auth/login',
      { body: { loginId, password, area } },
    )
    if (!body.data) throw new Error(`${loginId} could not sign in: ${body.message}`)
    return { userId: body.data.user.id, token: body.data.accessToken, refreshToken: body.data.refreshToken }
  }

  const admin = await signIn('admin', ADMIN_PASSWORD, 'admin')
  // The demo's second SUPER approves what `admin` proposes (four eyes).
  const approver = await signIn(APPROVER.loginId, APPROVER.password, 'admin')
  const tree = await call<{ items: { id: number; level: string; head: { id: number } | null }[] }>(
    'GET',
    '/admin/orgs',
    { token: admin.token },
  )
  const headOf = (level: string) => {
    const branch = tree.body.data?.items.find((org) => org.level === level)
    if (!branch?.head) throw new Error(`the demo has no ${level} branch with a head`)
    return { orgId: branch.id, userId: branch.head.id }
  }
  const shop = headOf('SHOP')
  const heads: Heads = { hq: headOf('HQ').userId, agency: headOf('AGENCY').userId, shop: shop.userId }
  const sessions: Session[] = []
  const tag = Math.random().toString(36).slice(2, 7)
  for (let i = 0; i < members; i++) {
    const loginId = `sim${tag}${i}`
    const created = await call('POST', '/admin/users', {
      token: admin.token,
      body: {
        loginId,
        password: 'pass1234',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '예금주',
        orgId: shop.orgId,
      },
    })
    if (created.status !== 201) throw new Error(`member ${loginId} not created: ${created.body.message}`)
    sessions.push(await signIn(loginId, 'pass1234', 'member'))
  }

  /** Access tokens live 15 game minutes; the simulation trades its refresh tokens every 10. */
  async function keepSignedIn() {
    if (clock.now().getTime() - signedInAt < 10 * 60_000) return
    signedInAt = clock.now().getTime()
    await Promise.all(
      [admin, approver, ...sessions].map(async (session) => {
        const { body } = await call<{ accessToken: string; refreshToken: string }>('POST', '/auth/refresh', {
          body: { refreshToken: session.refreshToken },
        })
        if (!body.data) throw new Error(`refresh failed: ${body.message}`)
        session.token = body.data.accessToken
        session.refreshToken = body.data.refreshToken
      }),
    )
  }

  return {
    server,
    clock,
    engineErrors,
    call,
    admin,
    members: sessions,
    /** The round now open for bets. */
    get round() {
      return round
    },
    /** Moves past the open round's draw, lets the engine draw and settle it, and opens the next. */
    async draw() {
      clock.set(new Date(drawAt(round).getTime() + 1_000))
      await server.engine.tick()
      round += 1
      clock.set(new Date(bettingWindow(round).opensAt.getTime() + 1_000))
      await server.engine.tick()
      await keepSignedIn()
    },
    /**
     * Moves to the next KST day's first round: the engine draws every round in between (the open
     * one included, so draw it first to follow its result), and the members sign in again.
     */
    async nextDay() {
      const tomorrow = new Date(Date.parse(`${kstDateOf(clock.now())}T00:00:00+09:00`) + 86_400_000)
      round = roundRunningAt(new Date(tomorrow.getTime() + 6 * 60_000)) + 1
      clock.set(new Date(bettingWindow(round).opensAt.getTime() + 1_000))
      await server.engine.tick()
      signedInAt = 0
      await keepSignedIn()
    },
    /** The demo's branch heads. */
    heads,
    approver,
    /** A change that takes four eyes: proposed by `admin`, approved by the second SUPER. */
    approved: <T = Record<string, unknown>>(method: string, path: string, body: unknown) =>
      approvedCall<T>(call, { proposer: admin.token, approver: approver.token }, method, path, { body }),
    /** The drawn result of a round. */
    async result(roundNo: number) {
      const [row] = await queryRows<{ draw_order: number[]; powerball: number; status: string }>(
        server.database.db,
        sql`select draw_order, powerball, status from rounds where round_no = ${roundNo}`,
      )
      return row
    },
    /** The wallets of every member (and of `others`) as the database holds them. */
    async wallets(others: number[] = []): Promise<Map<number, Wallet>> {
      const rows = await queryRows<{ user_id: number; money: string; points: string; held: string }>(
        server.database.db,
        sql`select user_id, money, points, held from wallets
            where user_id in (${sql.join(
              [...sessions.map((s) => s.userId), ...others].map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
      return new Map(
        rows.map((r) => [
          Number(r.user_id),
          { money: Number(r.money), points: Number(r.points), held: Number(r.held) },
        ]),
      )
    },
    close: () => server.close(),
  }
}

export type Simulation = Awaited<ReturnType<typeof startSimulation>>
