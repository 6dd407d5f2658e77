import { i18n } from '../../i18n/i18n'
import { formatMoney } from '../../lib/format'
import type { BetStatus } from '../../trpc/types'

/** What a purchase paid out: a waiting or voided one has no payout yet, so '—' rather than 0원. */
export function payoutText(bet: { statusCode: BetStatus; actualPayout: number }): string {
  return bet.statusCode === 'WON' || bet.statusCode === 'LOST'
    ? formatMoney(bet.actualPayout)
    : i18n.t('common.blank')
}
