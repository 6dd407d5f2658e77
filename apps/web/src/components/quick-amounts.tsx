import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../lib/format'

/** Buttons that each add a fixed amount (docs/product.md §9: stakes, top-ups and withdrawals all have them). */
export function QuickAmounts({
  amounts,
  onAdd,
  className,
}: {
  amounts: readonly number[]
  onAdd: (amount: number) => void
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <div
      className={cn('grid gap-1.5', className)}
      style={{ gridTemplateColumns: `repeat(${amounts.length}, minmax(0, 1fr))` }}
    >
      {/* Each is named by its content, so the name begins with what it shows (a voice user says "+10,000"). */}
      {amounts.map((amount) => (
        <Button
          key={amount}
          variant="outline"
          size="sm"
          className="px-1 tabular-nums"
          onClick={() => onAdd(amount)}
        >
          +{formatNumber(amount)}
          <span className="sr-only">{t('amount.addSuffix')}</span>
        </Button>
      ))}
    </div>
  )
}
