import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { PencilIcon, RotateCcwIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../components/amount-input'
import { QuickAmounts } from '../../components/quick-amounts'
import { expectedWin } from '../../lib/expected-win'
import { formatCountdown, formatMoney, formatOdds } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import type { BetCart } from './use-bet-cart'
import type { GameClock } from './use-game-clock'

/** Spec §9: the game page's quick stake buttons. */
const quickStakes = [10_000, 30_000, 50_000] as const

interface BetSlipProps {
  cart: BetCart
  clock: GameClock
  odds: number | undefined
  problem: string | null
  /** An administrator blocked the member's betting: buying is off until they allow it again. */
  betBlocked: boolean
  onBuy: () => void
  onChange: () => void
  className?: string
}

/** The cart: the chosen selection, its stake (quick buttons, a custom amount, reset) and the buy button. */
export function BetSlip({
  cart,
  clock,
  odds,
  problem,
  betBlocked,
  onBuy,
  onChange,
  className,
}: BetSlipProps) {
  const { t } = useTranslation()
  const [customOpen, setCustomOpen] = useState(false)
  const customId = useId()
  const problemId = useId()
  const blockedId = useId()
  const expected = odds === undefined ? 0 : expectedWin(cart.stake, odds)

  const change = (apply: () => void) => () => {
    apply()
    onChange()
  }

  return (
    <section
      aria-label={t('game.slip.title')}
      className={cn('flex flex-col gap-2 rounded-lg border bg-card p-3 shadow-sm', className)}
      data-testid="bet-slip"
    >
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-semibold" data-testid="slip-selection">
          {cart.selection ? selectionLabel(cart.selection) : t('game.slip.empty')}
        </span>
        <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
          {clock.open
            ? t('game.slip.closesIn', { time: formatCountdown(clock.secondsToClose) })
            : t('game.slip.opensIn', { time: formatCountdown(clock.secondsToOpen) })}
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-1 text-xs">
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('game.slip.odds')}</dt>
          <dd className="font-medium text-sm tabular-nums">
            {odds === undefined ? t('common.blank') : formatOdds(odds)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('game.slip.stake')}</dt>
          <dd className="font-semibold text-sm tabular-nums" data-testid="slip-stake">
            {formatMoney(cart.stake)}
          </dd>
        </div>
        <div className="flex flex-col text-right">
          <dt className="text-muted-foreground">{t('game.slip.expected')}</dt>
          <dd className="font-medium text-sm tabular-nums">{formatMoney(expected)}</dd>
        </div>
      </dl>
      <div className="flex gap-1.5">
        <QuickAmounts
          amounts={quickStakes}
          onAdd={(amount) => change(() => cart.addStake(amount))()}
          className="flex-1"
        />
        <Button
          variant={customOpen ? 'secondary' : 'outline'}
          size="sm"
          className="px-2"
          aria-pressed={customOpen}
          aria-controls={customId}
          aria-label={t('game.slip.custom')}
          title={t('game.slip.custom')}
          onClick={() => setCustomOpen((open) => !open)}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="px-2"
          aria-label={t('game.slip.reset')}
          title={t('game.slip.reset')}
          onClick={change(cart.resetStake)}
        >
          <RotateCcwIcon aria-hidden />
        </Button>
      </div>
      {customOpen && (
        <AmountInput
          id={customId}
          aria-label={t('game.slip.customAmount')}
          placeholder={t('game.slip.customPlaceholder')}
          value={cart.stake}
          onValueChange={(value) => change(() => cart.setStake(value))()}
        />
      )}
      {betBlocked && (
        <p id={blockedId} role="status" className="text-destructive text-sm" data-testid="bet-blocked">
          {t('game.slip.betBlocked')}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        onClick={onBuy}
        disabled={!clock.open || betBlocked}
        aria-describedby={betBlocked ? blockedId : problem ? problemId : undefined}
      >
        {clock.open ? t('game.slip.buy') : t('game.round.closed')}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </section>
  )
}
