import { describe, expect, test } from 'bun:test'
import { createBalanceOrder } from './balance-order'

describe('the newest balance wins', () => {
  test('an event older than one applied is dropped; one of the same version is applied in turn', () => {
    const order = createBalanceOrder()
    expect(order.acceptEvent(7)).toBe(true)
    // Bets through another server: its event for version 6 arrives after version 7.
    expect(order.acceptEvent(6)).toBe(false)
    // Two purchases of one batch share the wallet's version and arrive in order.
    expect(order.acceptEvent(7)).toBe(true)
    expect(order.acceptEvent(8)).toBe(true)
  })

  test("a call's answer is shown unless an event came after the call was sent", () => {
    let clock = 1_000
    const order = createBalanceOrder(() => clock)
    expect(order.acceptAnswer(1_000)).toBe(true)
    order.acceptEvent(9)
    expect(order.acceptAnswer(999)).toBe(false)
    clock = 2_000
    expect(order.acceptAnswer(1_500)).toBe(true)
  })
})
