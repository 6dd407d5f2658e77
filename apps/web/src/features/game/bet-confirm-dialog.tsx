import { findSelection } from '@pb/game'
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
import { useTranslation } from 'react-i18next'
import { expectedWin } from '../../lib/expected-win'
import { formatMoney, formatOdds } from '../../lib/format'
import { marketLabel, selectionLabel } from '../../lib/labels'
import type { PendingBet } from './use-place-bet'

interface BetConfirmDialogProps {
  pending: PendingBet | null
  odds: number | undefined
  isPlacing: boolean
  /** A cap the stake would now pass (the sums moved while the dialog was open): no confirming. */
  overCap: string | null
  onConfirm: (odds: number) => void
  onCancel: () => void
}

/** docs/product.md §2.3: the purchase is confirmed in a modal, with the odds as they are now. */
export function BetConfirmDialog({
  pending,
  odds,
  isPlacing,
  overCap,
  onConfirm,
  onCancel,
}: BetConfirmDialogProps) {
  const { t } = useTranslation()
  const expected = pending && odds !== undefined ? expectedWin(pending.stake, odds) : 0
  const marketCode = pending ? findSelection(pending.selectionCode)?.marketCode : undefined

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !isPlacing && onCancel()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('game.confirm.title')}</DialogTitle>
          <DialogDescription>{t('game.confirm.description')}</DialogDescription>
        </DialogHeader>
        {pending && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('game.confirm.round')}</dt>
            <dd className="text-right tabular-nums">
              {t('game.round.today', { round: pending.todayRound })} (
              {t('game.round.global', { round: pending.round })})
            </dd>
            <dt className="text-muted-foreground">{t('game.confirm.market')}</dt>
            <dd className="text-right">{marketCode ? marketLabel(marketCode) : t('common.blank')}</dd>
            <dt className="text-muted-foreground">{t('game.confirm.selection')}</dt>
            <dd className="text-right font-semibold">{selectionLabel(pending.selectionCode)}</dd>
            <dt className="text-muted-foreground">{t('game.slip.odds')}</dt>
            <dd className="text-right tabular-nums">
              {odds === undefined ? t('common.blank') : formatOdds(odds)}
            </dd>
            <dt className="text-muted-foreground">{t('game.slip.stake')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(pending.stake)}</dd>
            <dt className="text-muted-foreground">{t('game.slip.expected')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(expected)}</dd>
          </dl>
        )}
        {overCap && (
          <p role="alert" className="rounded-md bg-destructive/10 px-2.5 py-1.5 text-destructive text-sm">
            {overCap}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPlacing}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => odds !== undefined && onConfirm(odds)}
            disabled={isPlacing || odds === undefined || overCap !== null}
          >
            {isPlacing && <Spinner />}
            {t('game.confirm.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
