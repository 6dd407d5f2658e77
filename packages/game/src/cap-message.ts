import type { CapGroup } from './catalog'
import { capGroupLabels } from './payout'

/**
 * The LIMIT_EXCEEDED sentence of docs/game-rules.md §5.4 ('대중소 한도 150,000원 초과 (현재 100,000원)', the
 * total reads '총 한도 …'). The server refuses with it and the game page warns with it before the
 * purchase, so both say the same; amounts come already formatted in the caller's money format.
 */
export function capExceededMessage(
  group: CapGroup | 'TOTAL',
  cap: string,
  current: string,
  language: 'ko' | 'en' = 'ko',
): string {
  const label = capGroupLabels[group][language]
  return language === 'ko'
    ? `${label} 한도 ${cap} 초과 (현재 ${current})`
    : `${label} limit ${cap} exceeded (now ${current})`
}
