import type { CapGroup } from './catalog'

/** Odds are whole hundredths (1.93 → 193). */
export const ODDS_SCALE = 100
/** A point rate is tenths of a percent (3.0 % → 30), so a stake earns stake × rate / 1000. */
export const POINT_RATE_SCALE = 1000

/** Payout of a winning item: floor(stake × odds), odds in hundredths. */
export function payoutOf(stake: number, oddsHundredths: number): number {
  return Math.floor((stake * oddsHundredths) / ODDS_SCALE)
}

/** Points earned by a settled (won or lost) item: floor(stake × pointRate %), rate in tenths. */
export function pointsOf(stake: number, pointRateTenths: number): number {
  return Math.floor((stake * pointRateTenths) / POINT_RATE_SCALE)
}

/** Per member per round, on non-void stakes (docs/game-rules.md §5.4); operators may change them. */
export const defaultCaps: Record<CapGroup | 'TOTAL', number> = {
  ODD_EVEN: 1_000_000,
  UNDER_OVER: 1_000_000,
  MIXED_2: 1_000_000,
  SIZE: 150_000,
  SIZE_COMBO: 150_000,
  PB_NB_2: 150_000,
  TRIPLE: 120_000,
  TOTAL: 3_000_000,
}

export const capGroupLabels: Record<CapGroup | 'TOTAL', { ko: string; en: string }> = {
  ODD_EVEN: { ko: '홀짝', en: 'Odd/even' },
  UNDER_OVER: { ko: '언더오버', en: 'Under/over' },
  MIXED_2: { ko: '2조합', en: 'Two-part combination' },
  SIZE: { ko: '대중소', en: 'Size' },
  SIZE_COMBO: { ko: '홀짝+대중소', en: 'Odd/even + size' },
  PB_NB_2: { ko: '파워볼+일반볼 조합', en: 'Powerball + normal pair' },
  TRIPLE: { ko: '3조합', en: 'Triple combination' },
  TOTAL: { ko: '총', en: 'Total' },
}

/** Odds as members read them (193 → 1.93). */
export function oddsValueOf(oddsHundredths: number): number {
  return oddsHundredths / ODDS_SCALE
}

/** Odds as stored (1.93 → 193). */
export function oddsHundredthsOf(oddsValue: number): number {
  return Math.round(oddsValue * ODDS_SCALE)
}
