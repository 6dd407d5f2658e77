import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { matchesSchema } from '../support/response-schema'
import { restClient, startTestServer, type TestServer } from '../support/test-server'

/**
 * The members' results and statistics over HTTP, after rounds drawn by the engine on its own clock:
 * the figures against a count over the day's results, the cache headers, the refusals and OpenAPI.
 */
const DAY = '2026-11-24'
const first = roundOfDay(DAY, 1)
const DRAWN = 12
const clock = createManualClock(new Date(drawAt(first).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>

interface DayResults {
  date: string
  items: { round: number; status: string; number: number[]; drawOrder: number[]; powerballOddEven: string }[]
  pagination: { total: number; totalPages: number }
  freshUntil: string
}

interface Statistics {
  totalRounds: number
  lastRound: number
  fields: Record<
    string,
    { values: { value: string; count: number }[]; streak: { value: string; length: number } }
  >
  balls: { values: { value: number; count: number }[] }
  boards: Record<string, { value: string; length: number }[]>
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  for (let k = 0; k < DRAWN; k++) {
    clock.set(new Date(drawAt(first + k).getTime() + 1_000))
    await server.engine.tick()
  }
}, 120_000)
afterAll(() => server.close())

describe('REST results and statistics', () => {
  test("a day's results: every drawn round, newest first, paged, with a cache lifetime", async () => {
    const response = await fetch(`${server.url}/api/games/results?date=${DAY}&limit=5`)
    const body = (await response.json()) as { data: DayResults }
    matchesSchema('GET /games/results', body.data)
    expect(body.data.pagination).toMatchObject({ total: DRAWN, totalPages: 3 })
    expect(body.data.items.map((item) => item.round)).toEqual([11, 10, 9, 8, 7].map((k) => first + k))
    for (const item of body.data.items) expect(item.number).toEqual([...item.drawOrder].sort((a, b) => a - b))
    // The newest round is in: the answer holds until the next draw, and says so.
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])
    expect(response.headers.get('cache-control')).toStartWith('public')
    expect(maxAge).toBe(Math.floor((Date.parse(body.data.freshUntil) - clock.now().getTime()) / 1000))
    expect(maxAge).toBeGreaterThan(200)
    const page3 = await call<DayResults>('GET', `/games/results?date=${DAY}&limit=5&page=3`)
    expect(page3.body.data?.items.map((item) => item.round)).toEqual([first + 1, first])
    const found = await call<DayResults>('GET', `/games/results?date=${DAY}&round=3`)
    expect(found.body.data?.items.map((item) => item.round)).toEqual([first + 2])
  })

  test('statistics over the last N rounds equal a count over the results', async () => {
    const results = (await call<DayResults>('GET', `/games/results?date=${DAY}&limit=288`)).body.data
    const newestFirst = results?.items ?? []
    for (const rounds of [5, DRAWN]) {
      const response = await fetch(`${server.url}/api/games/statistics?gameCode=powerball&rounds=${rounds}`)
      expect(response.headers.get('cache-control')).toStartWith('public, max-age=')
      const stats = ((await response.json()) as { data: Statistics }).data
      matchesSchema('GET /games/statistics', stats)
      const window = newestFirst.slice(0, rounds)
      expect(stats.totalRounds).toBe(rounds)
      expect(stats.lastRound).toBe(first + DRAWN - 1)
      const odd = window.filter((item) => item.powerballOddEven === 'ODD').length
      expect(stats.fields.powerballOddEven?.values.map(({ value, count }) => ({ value, count }))).toEqual([
        { value: 'ODD', count: odd },
        { value: 'EVEN', count: rounds - odd },
      ])
      for (const ball of stats.balls.values)
        expect(ball.count).toBe(window.filter((item) => item.drawOrder.includes(ball.value)).length)
      const board = stats.boards.powerballOddEven ?? []
      expect(board.reduce((sum, run) => sum + run.length, 0)).toBe(rounds)
      expect(board.at(-1)).toMatchObject({ value: stats.fields.powerballOddEven?.streak.value })
    }
  })

  test('bad windows, dates and pages are refused with a Korean message and a code', async () => {
    for (const [path, message] of [
      ['/games/statistics?rounds=0', '회차 수는 1~10000 사이의 정수여야 합니다.'],
      ['/games/statistics?rounds=10001', '회차 수는 1~10000 사이의 정수여야 합니다.'],
      ['/games/statistics?rounds=100&days=7', 'rounds와 days 중 하나만 보내주세요.'],
      ['/games/results?date=2026-02-30', '존재하지 않는 날짜입니다.'],
      ['/games/results?round=0', '회차 번호는 1 이상입니다.'],
      ['/games/results?limit=289', '표시 개수는 1~288 사이여야 합니다.'],
    ] as const) {
      const answer = await call('GET', path)
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION',
      })
      expect(answer.body.message).toContain(message)
    }
  })

  test('OpenAPI documents both calls with their parameters', async () => {
    const openApi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>
    }
    const names = (path: string) => openApi.paths[path]?.get?.parameters?.map((p) => p.name) ?? []
    expect(names('/api/games/results')).toEqual(expect.arrayContaining(['date', 'round', 'page', 'limit']))
    expect(names('/api/games/statistics')).toEqual(expect.arrayContaining(['gameCode', 'rounds', 'days']))
  })
})
