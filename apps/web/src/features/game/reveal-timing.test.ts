import { describe, expect, test } from 'bun:test'
import { ballsOut, firstBallMs, nextStep, revealedBalls, revealMs, settleGraceMs } from './reveal-timing'

describe('the draw reveal timing', () => {
  test('takes about three seconds for five balls and the powerball', () => {
    expect(revealedBalls).toBe(6)
    expect(revealMs).toBeGreaterThanOrEqual(2_500)
    expect(revealMs).toBeLessThanOrEqual(3_500)
  })

  test('brings the balls out one at a time', () => {
    expect(ballsOut(0)).toBe(0)
    expect(ballsOut(firstBallMs - 1)).toBe(0)
    expect(ballsOut(firstBallMs)).toBe(1)
    const counts = Array.from({ length: 40 }, (_, i) => ballsOut(i * 100))
    expect(counts.every((count, i) => i === 0 || count - (counts[i - 1] ?? 0) <= 1)).toBe(true)
    expect(ballsOut(revealMs)).toBe(6)
    expect(ballsOut(60_000)).toBe(6)
  })

  test('the next step is always later, and none is left once done', () => {
    for (let elapsed = 0; elapsed < revealMs; elapsed += 37) {
      const next = nextStep(elapsed, false)
      expect(next).not.toBeNull()
      expect(next ?? 0).toBeGreaterThan(elapsed)
    }
    expect(nextStep(revealMs, false)).toBeNull()
    // Waiting for the member's bets to settle: one more step, at the end of the grace.
    expect(nextStep(revealMs, true)).toBe(revealMs + settleGraceMs)
    expect(nextStep(revealMs + settleGraceMs, true)).toBeNull()
  })
})
