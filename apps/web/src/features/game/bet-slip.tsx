import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { ChevronUpIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../hooks/use-media-query'
import { useRefusalWords } from '../../hooks/use-refusal-words'
import { formatCountdown, formatMoney } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import { type RoundPhase, useSharedBettingClock } from './betting-clock-context'
import { SlipFigures, StakeControls } from './stake-controls'
import type { BetCart } from './use-bet-cart'
import { useMeasuredHeight } from './use-height-variable'

interface BetSlipProps {
  cart: BetCart
  phase: RoundPhase
  odds: number | undefined
  /** Why buying is refused now: a check before the confirmation or a cap the stake would pass. */
  problem: string | null
  /** A cap the stake would pass: buying stays off until the stake is lowered. */
  overCap: boolean
  /** An administrator blocked the member's betting: buying is off until they allow it again. */
  betBlocked: boolean
  onBuy: () => void
  onChange: () => void
}

/**
 * The cart. On a phone it is one bar at the bottom of the screen (the selection, the stake and the
 * buy button) that opens upwards into the stake controls when a selection is made or the bar is
 * tapped; from lg up it sits open beside the board.
 */
export function BetSlip({ cart, phase, odds, problem, overCap, betBlocked, onBuy, onChange }: BetSlipProps) {
  const { t } = useTranslation()
  const { t: tf } = useTranslation('fairness')
  const refusal = useRefusalWords()
  const wide = useMediaQuery('(min-width: 1024px)')
  const [open, setOpen] = useState(false)
  const [shownFor, setShownFor] = useState(cart.selection)
  const ids = { details: useId(), problem: useId(), blocked: useId() }
  const slip = useRef<HTMLElement>(null)
  // On a phone the draw card floats right above this bar, however tall it is open.
  useMeasuredHeight(slip, '--bet-slip-height')

  // A new selection opens the cart so the stake can be chosen at once.
  if (shownFor !== cart.selection) {
    setShownFor(cart.selection)
    if (cart.selection) setOpen(true)
  }
  const expanded = wide || open || problem !== null

  function toggle() {
    // Folding also dismisses a refusal shown in the open cart.
    if (expanded) onChange()
    setOpen(!expanded)
  }

  // What the cart holds: the bar on a phone (a button that opens and folds it), plain text from lg up.
  const summaryClass = 'flex min-h-11 min-w-0 flex-1 items-center gap-2 text-left'
  const summary = (
    <>
      <span
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full font-semibold text-xs tabular-nums',
          cart.selection ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
        aria-hidden
      >
        {cart.selection ? 1 : 0}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-semibold text-sm" data-testid="slip-selection">
          {cart.selection ? selectionLabel(cart.selection) : t('game.slip.empty')}
        </span>
        <span className="text-muted-foreground text-xs tabular-nums" data-testid="slip-total">
          {t('game.slip.total', { amount: formatMoney(cart.stake) })}
        </span>
      </span>
    </>
  )

  return (
    <section
      ref={slip}
      aria-label={t('game.slip.title')}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_16px_-8px_rgb(0_0_0/0.25)] lg:static lg:rounded-lg lg:border lg:pb-0 lg:shadow-sm"
      data-testid="bet-slip"
      data-expanded={expanded}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 p-3 lg:p-3">
        <div id={ids.details} hidden={!expanded} className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2 text-xs">
            <span className="font-semibold text-sm">{t('game.slip.title')}</span>
            <SlipCountdown />
          </div>
          <SlipFigures odds={odds} stake={cart.stake} />
          <StakeControls cart={cart} onChange={onChange} />
          {betBlocked && refusal.ready && (
            <p id={ids.blocked} role="status" className="text-destructive text-sm" data-testid="bet-blocked">
              {refusal.say('codes.BET_BLOCKED')}
            </p>
          )}
          {problem && (
            <p
              id={ids.problem}
              role="alert"
              className="rounded-md bg-destructive/10 px-2.5 py-1.5 text-destructive text-sm"
              data-testid={overCap ? 'cap-problem' : undefined}
            >
              {problem}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          {wide ? (
            <div className={summaryClass}>{summary}</div>
          ) : (
            <button
              type="button"
              className={cn(
                summaryClass,
                'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              )}
              aria-expanded={expanded}
              aria-controls={ids.details}
              onClick={toggle}
            >
              {summary}
              <span className="sr-only">{expanded ? t('game.slip.collapse') : t('game.slip.expand')}</span>
              <ChevronUpIcon
                className={cn(
                  'ml-auto size-4 shrink-0 text-muted-foreground transition-transform',
                  expanded && 'rotate-180',
                )}
                aria-hidden
              />
            </button>
          )}
          <Button
            size="lg"
            className="shrink-0 px-5"
            onClick={onBuy}
            disabled={!phase.open || betBlocked || overCap}
            aria-describedby={betBlocked ? ids.blocked : problem ? ids.problem : undefined}
          >
            {phase.open ? t('game.slip.buy') : phase.paused ? tf('game.pausedShort') : t('game.round.closed')}
          </Button>
        </div>
      </div>
    </section>
  )
}

/** The time left to buy, or until buying opens: the one part of the cart that changes every second. */
function SlipCountdown() {
  const { t } = useTranslation()
  const { t: tf } = useTranslation('fairness')
  const { clock } = useSharedBettingClock()
  return (
    <span className="text-muted-foreground tabular-nums" data-app-value>
      {clock.open
        ? t('game.slip.closesIn', { time: formatCountdown(clock.secondsToClose) })
        : clock.paused
          ? tf('game.paused')
          : t('game.slip.opensIn', { time: formatCountdown(clock.secondsToOpen) })}
    </span>
  )
}
