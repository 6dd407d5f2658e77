import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/format'
import { type StatisticsWindow, statisticsWindows } from './statistics-search'

/** 최근 100 / 288 / 1,000회차, 7일 / 30일: one pressed at a time. */
export function WindowChooser({
  value,
  onChange,
}: {
  value: StatisticsWindow
  onChange: (window: StatisticsWindow) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  return (
    <fieldset className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <legend className="sr-only">{t('statistics.window.label')}</legend>
      <span aria-hidden className="font-medium text-sm">
        {t('statistics.window.label')}
      </span>
      <div
        className="grid grid-cols-6 gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-fit"
        data-testid="window-chooser"
      >
        {statisticsWindows.map((option) => {
          const pressed = option === value
          const label =
            'rounds' in option
              ? t('statistics.window.rounds', { value: formatNumber(option.rounds) })
              : t('statistics.window.days', { value: formatNumber(option.days) })
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option)}
              className={cn(
                // On a phone: the three round windows on one row, the two day windows under them.
                'rounds' in option ? 'col-span-2' : 'col-span-3',
                'rounded-md px-1 py-1.5 font-medium text-[13px] leading-tight outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:whitespace-nowrap sm:px-3 sm:text-sm',
                pressed
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-background/60 hover:text-foreground',
              )}
            >
              {label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
