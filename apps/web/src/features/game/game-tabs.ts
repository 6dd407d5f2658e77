/**
 * Spec §2 "Member game page": the tabs in order, by the names the spec gives them; the day's results
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
