import type { ArchiveCounts } from '../admin-types'

/** The counts in the order the confirmation lists them. */
export const archiveCountKeys = [
  'bets',
  'betItems',
  'ledgers',
  'topups',
  'withdrawals',
  'pointConversions',
] as const satisfies readonly (keyof ArchiveCounts)[]

/**
 * The counts a global settlement asked without confirmation answers with (CONFIRMATION_REQUIRED,
 * `details.wouldClear`), or undefined when the error is another one.
 */
export function wouldClearOf(error: {
  data?: { domainCode?: string; details?: unknown } | null
}): ArchiveCounts | undefined {
  const details = error.data?.domainCode === 'CONFIRMATION_REQUIRED' ? error.data.details : undefined
  const counts: unknown =
    details && typeof details === 'object' ? Reflect.get(details, 'wouldClear') : undefined
  if (!counts || typeof counts !== 'object') return undefined
  const read = (key: keyof ArchiveCounts) => {
    const value: unknown = Reflect.get(counts, key)
    return typeof value === 'number' ? value : 0
  }
  return {
    betItems: read('betItems'),
    bets: read('bets'),
    ledgers: read('ledgers'),
    topups: read('topups'),
    withdrawals: read('withdrawals'),
    pointConversions: read('pointConversions'),
  }
}
