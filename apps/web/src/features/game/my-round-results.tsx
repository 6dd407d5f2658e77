import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import type { BetHistoryItem } from '../../trpc/types'
import { BetStatusBadge } from '../bets/bet-status-badge'
import { payoutText } from '../bets/payout-text'

/** Bets listed in the draw card; the rest are counted. */
const listed = 3

/** The member's purchases of a round and what they came to, with a sentence for a screen reader. */
export function useMyRoundBets(bets: BetHistoryItem[] | undefined, round: number) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const mine = (bets ?? []).filter((bet) => bet.roundNo === round)
  const won = mine.filter((bet) => bet.statusCode === 'WON')
  const payout = won.reduce((sum, bet) => sum + bet.actualPayout, 0)
  const settling = mine.some((bet) => bet.statusCode === 'PLACED')
  return {
    bets: mine,
    settling,
    payout,
    summary:
      mine.length === 0 || settling
        ? ''
        : t('reveal.announceMine', { count: mine.length, won: won.length, payout: formatMoney(payout) }),
  }
}

/** Won or lost and the payout of each of the member's bets on the drawn round. */
export function MyRoundResults({
  mine,
  loading,
}: {
  mine: ReturnType<typeof useMyRoundBets>
  loading: boolean
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  return (
    <div className="mt-2 flex flex-col gap-1 border-t pt-2 text-xs" data-testid="reveal-mine">
      <p className="font-medium text-muted-foreground">{t('reveal.mine')}</p>
      {loading || mine.settling ? (
        <p className="text-muted-foreground">{t('reveal.settling')}</p>
      ) : mine.bets.length === 0 ? (
        <p className="text-muted-foreground">{t('reveal.noBets')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {mine.bets.slice(0, listed).map((bet) => (
            <li key={bet.id} className="flex items-center gap-2" data-status={bet.statusCode}>
              <span className="min-w-0 flex-1 truncate font-medium">
                {bet.items.map((item) => selectionLabel(item.selectionCode)).join(', ')}
              </span>
              <BetStatusBadge status={bet.statusCode} />
              <span className="w-20 text-right tabular-nums">
                {bet.statusCode === 'WON' ? (
                  <span className="font-semibold text-success">+{formatMoney(bet.actualPayout)}</span>
                ) : (
                  <span className="text-muted-foreground">{payoutText(bet)}</span>
                )}
              </span>
            </li>
          ))}
          {mine.bets.length > listed && (
            <li className="text-muted-foreground">
              {t('reveal.more', { value: mine.bets.length - listed })}
            </li>
          )}
          {mine.bets.length > 1 && mine.payout > 0 && (
            <li className="font-semibold">{t('reveal.totalPayout', { amount: formatMoney(mine.payout) })}</li>
          )}
        </ul>
      )}
    </div>
  )
}
