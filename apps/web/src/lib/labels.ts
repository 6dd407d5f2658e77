import { findSelection, markets } from '@pb/game'
import { i18n } from '../i18n/i18n'
import type { BetStatus } from '../trpc/types'

const roleCodes = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'] as const
const memberStatuses = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const
const outcomeValues = ['ODD', 'EVEN', 'UNDER', 'OVER', 'SMALL', 'MID', 'BIG'] as const
const moneyLedgerTypes = [
  'BET_STAKE',
  'BET_PAYOUT',
  'BET_REFUND',
  'ADJUST_CREDIT',
  'ADJUST_DEBIT',
  'TOPUP',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_APPROVED',
] as const
const pointLedgerPrefixes = ['POINT_EARN', 'POINT_CONVERT', 'POINT_ADJUST'] as const

const language = () => (i18n.resolvedLanguage === 'en' ? 'en' : 'ko')
const marketByCode = new Map(markets.map((market) => [market.code, market]))

/** The role in the chosen language; a role the catalog does not know keeps the server's name. */
export function roleLabel(user: { roleCode: string; roleName: string }): string {
  const code = roleCodes.find((candidate) => candidate === user.roleCode)
  return code ? i18n.t(`roles.${code}`) : user.roleName
}

export function memberStatusLabel(statusCode: string): string {
  const status = memberStatuses.find((candidate) => candidate === statusCode)
  return status ? i18n.t(`memberStatus.${status}`) : i18n.t('common.unknown')
}

/** A selection's name from the game catalog, in the chosen language ('파워볼 홀', 'Powerball odd'). */
export function selectionLabel(code: string): string {
  return findSelection(code)?.label[language()] ?? code
}

/**
 * A selection's name inside its market's card: the word the market already says is left out
 * ('파워볼 홀' under '파워볼 홀짝' reads '홀').
 */
export function boardLabel(code: string): string {
  const selection = findSelection(code)
  if (!selection) return code
  const label = selection.label[language()]
  const marketWord = marketByCode.get(selection.marketCode)?.label[language()].split(' ')[0]
  return marketWord && label.startsWith(`${marketWord} `) ? label.slice(marketWord.length + 1) : label
}

export function marketLabel(code: string): string {
  return marketByCode.get(code)?.label[language()] ?? code
}

/** PLACED, WON, LOST, VOID as the member sees them: waiting, win, lose, void (spec §4). */
export function betStatusLabel(status: BetStatus): string {
  return i18n.t(`bets.status.${status}`)
}

/** A drawn outcome value: ODD → 홀, OVER → 오버, BIG → 대. */
export function outcomeLabel(value: string | null): string {
  const known = outcomeValues.find((candidate) => candidate === value)
  return known ? i18n.t(`outcome.${known}`) : i18n.t('common.blank')
}

export function moneyLedgerLabel(type: string): string {
  const known = moneyLedgerTypes.find((candidate) => candidate === type)
  if (known) return i18n.t(`ledger.money.${known}`)
  return type.startsWith('POINT_CONVERT') ? i18n.t('ledger.points.POINT_CONVERT') : type
}

/** Point ledger types by family; a reversal shares its family's prefix. */
export function pointLedgerLabel(type: string): string {
  const family = pointLedgerPrefixes.find((prefix) => type.startsWith(prefix))
  return family ? i18n.t(`ledger.points.${family}`) : type
}
