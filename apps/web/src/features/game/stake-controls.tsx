import { Button } from '@pb/ui/button'
import { PencilIcon, RotateCcwIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../components/amount-input'
import { QuickAmounts } from '../../components/quick-amounts'
import { expectedWin } from '../../lib/expected-win'
import { formatMoney, formatOdds } from '../../lib/format'
import type { BetCart } from './use-bet-cart'

/** docs/product.md §2.3: the game page's quick stake buttons. */
const quickStakes = [10_000, 30_000, 50_000] as const

/** The cart's odds, stake and what it would win. */
export function SlipFigures({ odds, stake }: { odds: number | undefined; stake: number }) {
  const { t } = useTranslation()
  return (
    <dl className="grid grid-cols-3 gap-1 rounded-md bg-muted/60 px-2.5 py-2 text-xs">
      <div className="flex flex-col">
        <dt className="text-muted-foreground">{t('game.slip.odds')}</dt>
        <dd className="font-medium text-sm tabular-nums">
          {odds === undefined ? t('common.blank') : formatOdds(odds)}
        </dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-muted-foreground">{t('game.slip.stake')}</dt>
        <dd className="font-semibold text-sm tabular-nums" data-testid="slip-stake">
          {formatMoney(stake)}
        </dd>
      </div>
      <div className="flex flex-col text-right">
        <dt className="text-muted-foreground">{t('game.slip.expected')}</dt>
        <dd className="font-medium text-sm tabular-nums">
          {formatMoney(odds === undefined ? 0 : expectedWin(stake, odds))}
        </dd>
      </div>
    </dl>
  )
}

/**
 * How the stake is chosen: quick amounts that add up, a typed amount behind the pencil, and a reset;
 * `onChange` follows every change (it dismisses a refusal shown for the old stake).
 */
export function StakeControls({ cart, onChange }: { cart: BetCart; onChange: () => void }) {
  const { t } = useTranslation()
  const [customOpen, setCustomOpen] = useState(false)
  const customId = useId()
  const change = (apply: () => void) => () => {
    apply()
    onChange()
  }
  return (
    <>
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
          aria-controls={customOpen ? customId : undefined}
          aria-label={t('game.slip.custom')}
          title={t('game.slip.custom')}
          onClick={() => setCustomOpen((shown) => !shown)}
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
    </>
  )
}
