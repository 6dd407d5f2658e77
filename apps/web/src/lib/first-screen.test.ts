import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import { fetchAfterFirstScreen, settleFirstScreen, whenCallsSettle } from './first-screen'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('whenCallsSettle', () => {
  test('waits while a call is in flight, then runs once, and not again for later calls', async () => {
    const queryClient = new QueryClient()
    let answer: (value: string) => void = () => {}
    const odds = queryClient.fetchQuery({
      queryKey: ['odds'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    let runs = 0
    whenCallsSettle(queryClient, () => runs++)
    await tick()
    expect(runs).toBe(0)
    answer('ready')
    await odds
    await tick()
    expect(runs).toBe(1)
    await queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => 'later' })
    await tick()
    expect(runs).toBe(1)
  })

  test('runs at once when no call is in flight, and not at all once stopped', async () => {
    let runs = 0
    whenCallsSettle(new QueryClient(), () => runs++)
    await tick()
    expect(runs).toBe(1)

    const busy = new QueryClient()
    const slow = busy
      .fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) })
      .catch(() => 'cancelled')
    let stoppedRuns = 0
    const stop = whenCallsSettle(busy, () => stoppedRuns++)
    stop()
    await busy.cancelQueries()
    expect(await slow).toBe('cancelled')
    await tick()
    expect(stoppedRuns).toBe(0)
  })
})

describe('fetchAfterFirstScreen', () => {
  test('fetches nothing before the first screen has settled, then one thing at a time', async () => {
    const started: string[] = []
    let finishFirst: () => void = () => {}
    const first = fetchAfterFirstScreen(() => {
      started.push('first')
      return new Promise<void>((resolve) => (finishFirst = resolve))
    })
    const failing = fetchAfterFirstScreen(() => {
      started.push('failing')
      return Promise.reject(new Error('dropped link'))
    })
    const last = fetchAfterFirstScreen(async () => started.push('last'))
    await tick()
    expect(started).toEqual([])
    settleFirstScreen()
    await tick()
    await tick()
    expect(started).toEqual(['first'])
    finishFirst()
    await first
    // A failed fetch holds up none after it.
    await expect(failing).rejects.toThrow('dropped link')
    await last
    expect(started).toEqual(['first', 'failing', 'last'])
  })
})
