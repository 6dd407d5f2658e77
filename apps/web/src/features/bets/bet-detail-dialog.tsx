import { todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { ReceiptTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { formatDateTime, formatMoney, formatOdds } from '../../lib/format'
import { marketLabel, selectionLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import type { Bet } from '../../trpc/types'
import { receiptUrl } from '../receipt/receipt-url'
import { BetStatusBadge } from './bet-status-badge'
import { payoutText } from './payout-text'

/** docs/product.md §2.4: a purchase in full, opened from any bet list by its id or purchase number. */
export function BetDetailDialog({ betId, onClose }: { betId: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const bet = useQuery({ ...trpc.bets.byId.queryOptions({ id: betId ?? '' }), enabled: betId !== null })

  return (
    <Dialog open={betId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('bets.detail.title')}</DialogTitle>
          <DialogDescription className="break-all font-mono text-xs">{betId}</DialogDescription>
        </DialogHeader>
        {bet.isPending && <Spinner className="mx-auto my-6 size-6" label={t('common.loading')} />}
        {bet.isError && <ErrorAlert error={bet.error} fallback={t('bets.detail.loadFailed')} />}
        {bet.data && <BetFacts bet={bet.data} />}
        <DialogFooter>
          {bet.data && (
            <Button variant="outline" asChild>
              <a href={receiptUrl(bet.data.purchaseNo)} target="_blank" rel="noopener">
                <ReceiptTextIcon aria-hidden />
                {t('receipt.open')}
              </a>
            </Button>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function BetFacts({ bet }: { bet: Bet }) {
  const { t } = useTranslation()
  const facts: [string, React.ReactNode][] = [
    [
      t('bets.columns.round'),
      `${t('game.round.today', { round: todayRound(bet.roundNo) })} (${t('game.round.global', { round: bet.roundNo })})`,
    ],
    [t('bets.columns.status'), <BetStatusBadge key="status" status={bet.statusCode} />],
    [t('bets.detail.placedAt'), formatDateTime(bet.placedAt)],
    [t('bets.detail.settledAt'), bet.settledAt ? formatDateTime(bet.settledAt) : t('common.blank')],
    [t('bets.columns.stake'), formatMoney(bet.totalStake)],
    [t('bets.detail.expected'), formatMoney(bet.expectedPayout)],
    [t('bets.columns.payout'), payoutText(bet)],
    [t('bets.detail.moneyBefore'), formatMoney(bet.moneyBefore)],
    [t('bets.detail.moneyAfter'), formatMoney(bet.moneyAfter)],
  ]
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-2" aria-label={t('bets.detail.items')}>
        {bet.items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm">
            <div className="flex min-w-0 flex-col">
              <span className="text-muted-foreground text-xs">{marketLabel(item.marketCode)}</span>
              <span className="font-semibold">{selectionLabel(item.selectionCode)}</span>
            </div>
            <div className="flex flex-col items-end tabular-nums">
              <span>
                {formatMoney(item.stake)} × {formatOdds(item.oddsTaken)}
              </span>
              <BetStatusBadge status={item.statusCode} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
