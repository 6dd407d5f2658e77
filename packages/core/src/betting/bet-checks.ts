import { type CapGroup, capExceededMessage, oddsHundredthsOf, oddsValueOf } from '@pb/game'
import { DomainError } from '../errors'
import { won } from '../format'
import type { Caps } from '../stored-settings'

/** The member may bet: not blocked, and not in debt after a re-settlement (docs/game-rules.md §5.3). */
export function mayBetRefusal(member: { betBlocked: boolean; money: number }): DomainError | null {
  if (member.betBlocked) return new DomainError('BET_BLOCKED')
  if (member.money < 0) return new DomainError('NEGATIVE_BALANCE')
  return null
}

/** A selection whose odds moved since the member saw them (they sent the odds they accepted). */
export function oddsChangedRefusal<Item extends { selectionCode: string; odds?: number }>(
  items: Item[],
  currentOf: (item: Item) => number,
): DomainError | null {
  for (const item of items) {
    const current = currentOf(item)
    if (item.odds !== undefined && oddsHundredthsOf(item.odds) !== current) {
      return new DomainError(
        'ODDS_CHANGED',
        `배당률이 변경되었습니다. (현재 ${oddsValueOf(current).toFixed(2)}배)`,
        {
          selectionCode: item.selectionCode,
          oddsValue: oddsValueOf(current),
        },
      )
    }
  }
  return null
}

/**
 * An order that would take the member's stake on the round past a group's cap or the total cap.
 * `staked` is what they already staked per cap group (non-void items).
 */
export function capRefusal(
  caps: Caps,
  staked: ReadonlyMap<string, number>,
  items: { capGroup: CapGroup; stake: number }[],
): DomainError | null {
  const adding = new Map<CapGroup, number>()
  for (const item of items) adding.set(item.capGroup, (adding.get(item.capGroup) ?? 0) + item.stake)
  for (const [group, stake] of adding) {
    const sum = staked.get(group) ?? 0
    if (sum + stake > caps[group]) {
      return new DomainError('LIMIT_EXCEEDED', capExceededMessage(group, won(caps[group]), won(sum)), {
        group,
        cap: caps[group],
        current: sum,
      })
    }
  }
  const totalNow = [...staked.values()].reduce((a, b) => a + b, 0)
  const totalNew = items.reduce((a, i) => a + i.stake, 0)
  if (totalNow + totalNew > caps.TOTAL) {
    return new DomainError('LIMIT_EXCEEDED', capExceededMessage('TOTAL', won(caps.TOTAL), won(totalNow)), {
      group: 'TOTAL',
      cap: caps.TOTAL,
      current: totalNow,
    })
  }
  return null
}
