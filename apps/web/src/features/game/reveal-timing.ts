/** The first ball comes out this long after the draw is heard of, the next ones this far apart. */
export const firstBallMs = 300
const ballStepMs = 480
/** Five normal balls and the powerball. */
export const revealedBalls = 6
/** All out, the last one settled: about three seconds in all. */
export const revealMs = firstBallMs + (revealedBalls - 1) * ballStepMs + 300
/** How long the member's results may take to settle before the draw is announced without them. */
export const settleGraceMs = 5_000

/** How many balls are out `elapsed` ms after the draw was heard of. */
export function ballsOut(elapsed: number): number {
  if (elapsed < firstBallMs) return 0
  return Math.min(revealedBalls, Math.floor((elapsed - firstBallMs) / ballStepMs) + 1)
}

/** The next moment (ms after the draw was heard of) the reveal changes, or null when nothing is left. */
export function nextStep(elapsed: number, waitingForBets: boolean): number | null {
  const steps = [
    ...Array.from({ length: revealedBalls }, (_, k) => firstBallMs + k * ballStepMs),
    revealMs,
    ...(waitingForBets ? [revealMs + settleGraceMs] : []),
  ]
  return steps.find((step) => step > elapsed) ?? null
}
