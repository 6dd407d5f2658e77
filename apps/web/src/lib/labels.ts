import { type CapGroup, capExceededMessage, capGroupLabels, findSelection, markets } from '@pb/game'
import { i18n } from '../i18n/i18n'
import type { BetStatus, MoneyLedgerType, PointLedgerType, RoleCode, UserStatus } from '../trpc/types'
import { formatMoney } from './format'

const outcomeValues = ['ODD', 'EVEN', 'UNDER', 'OVER', 'SMALL', 'MID', 'BIG'] as const

const language = () => (i18n.resolvedLanguage === 'en' ? 'en' : 'ko')
const marketByCode = new Map(markets.map((market) => [market.code, market]))

/** The role in the chosen language. */
export function roleLabel(user: { roleCode: RoleCode }): string {
  return i18n.t(`roles.${user.roleCode}`)
}

export function memberStatusLabel(statusCode: UserStatus): string {
  return i18n.t(`memberStatus.${statusCode}`)
}

/** A selection's name from the game catalog, in the chosen language ('파워볼 홀', 'Powerball odd'). */
export function selectionLabel(code: string): string {
  return findSelection(code)?.label[language()] ?? code
}

/**
 * A selection's name inside its market's card: the word the market already says is left out
 * ('파워볼 홀' under '파워볼 홀짝' reads '홀'; 'Powerball odd' reads 'Odd').
 */
export function boardLabel(code: string): string {
  const selection = findSelection(code)
  if (!selection) return code
  const label = selection.label[language()]
  const marketWord = marketByCode.get(selection.marketCode)?.label[language()].split(' ')[0]
  const shown = marketWord && label.startsWith(`${marketWord} `) ? label.slice(marketWord.length + 1) : label
  // Capitalised here rather than by CSS: a `::first-letter` rule on each of the board's 45 buttons
  // was style and layout work on a slow phone's first paint, for a change Korean never shows.
  return shown.charAt(0).toUpperCase() + shown.slice(1)
}

export function marketLabel(code: string): string {
  return marketByCode.get(code)?.label[language()] ?? code
}

/** PLACED, WON, LOST, VOID as the member sees them: waiting, win, lose, void (docs/product.md §4.5). */
export function betStatusLabel(status: BetStatus): string {
  return i18n.t(`bets.status.${status}`)
}

/** A drawn outcome value: ODD → 홀, OVER → 오버, BIG → 대. */
export function outcomeLabel(value: string | null): string {
  const known = outcomeValues.find((candidate) => candidate === value)
  return known ? i18n.t(`outcome.${known}`) : i18n.t('common.blank')
}

export function moneyLedgerLabel(type: MoneyLedgerType): string {
  return i18n.t(`ledger.money.types.${type}`)
}

export function pointLedgerLabel(type: PointLedgerType): string {
  return i18n.t(`ledger.points.types.${type}`)
}

/** A cap group as the server names it in its LIMIT_EXCEEDED messages ('대중소', 'Size'). */
export function capGroupLabel(group: CapGroup | 'TOTAL'): string {
  return capGroupLabels[group][language()]
}

/** The server's LIMIT_EXCEEDED sentence in the chosen language: '대중소 한도 150,000원 초과 (현재 100,000원)'. */
export function capExceededText(group: CapGroup | 'TOTAL', cap: number, current: number): string {
  return capExceededMessage(group, formatMoney(cap), formatMoney(current), language())
}
