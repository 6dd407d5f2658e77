import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { formatDate, formatTime } from '../../lib/format'

export interface LedgerListRow {
  id: number
  label: string
  /** Signed, already formatted ('+19,300원'). */
  amount: string
  credit: boolean
  balanceAfter: string
  occurredAt: string
}

/** One movement per line: what, when, how much, and the balance it left. */
export function LedgerList({
  rows,
  label,
  onSelect,
}: {
  rows: LedgerListRow[]
  label: string
  onSelect: (id: number) => void
}) {
  const { t } = useTranslation()
  return (
    <ul className="flex flex-col divide-y rounded-lg border bg-card" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className="grid w-full grid-cols-[1fr_auto] gap-x-3 px-3 py-2.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={() => onSelect(row.id)}
          >
            <span className="font-medium">{row.label}</span>
            <span
              className={cn(
                'text-right font-semibold tabular-nums',
                row.credit ? 'text-success' : 'text-destructive',
              )}
            >
              {row.amount}
            </span>
            <span className="text-muted-foreground text-xs tabular-nums">
              {formatDate(row.occurredAt)} {formatTime(row.occurredAt)}
            </span>
            <span className="text-right text-muted-foreground text-xs tabular-nums">
              {t('ledger.balanceAfter', { balance: row.balanceAfter })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
