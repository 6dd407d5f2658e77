/**
 * docs/product.md §2.3: the tabs in order, by the names given there; the day's results
 * and the statistics with their pattern boards follow.
 */
export const gameTabs = [
  'game',
  'topup',
  'withdrawal',
  'betting_history',
  'point_history',
  'results',
  'statistics',
] as const
export type GameTab = (typeof gameTabs)[number]

export function asGameTab(value: string): GameTab {
  return gameTabs.find((tab) => tab === value) ?? 'game'
}
