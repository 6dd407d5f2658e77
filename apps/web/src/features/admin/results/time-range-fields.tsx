import { bettingWindow } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

export interface TimeRange {
  start: string
  end: string
}

/** An instant as a date-time input holds it, in Korean time: 'YYYY-MM-DDTHH:mm:ss'. */
const inputValueOf = (instant: Date) => formatDateTime(instant).replace(' ', 'T')

/**
 * The purchases a re-settlement covers: placed from `start` to `end`, both included, in Korean time
 * (the console's clock, whatever the browser's zone). One button fills in the round's betting hours.
 */
export function TimeRangeFields({
  value,
  onChange,
  roundNo,
}: {
  value: TimeRange
  onChange: (range: TimeRange) => void
  roundNo: number | undefined
}) {
  const { t } = useTranslation('admin')
  const ids = { start: useId(), end: useId() }

  function wholeRound() {
    if (roundNo === undefined) return
    const { opensAt, closesAt } = bettingWindow(roundNo)
    onChange({ start: inputValueOf(opensAt), end: inputValueOf(closesAt) })
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{t('resettle.timeRange')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.start} className="text-muted-foreground text-xs">
            {t('resettle.start')}
          </Label>
          <Input
            id={ids.start}
            type="datetime-local"
            step={1}
            className="tabular-nums"
            value={value.start}
            max={value.end || undefined}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.end} className="text-muted-foreground text-xs">
            {t('resettle.end')}
          </Label>
          <Input
            id={ids.end}
            type="datetime-local"
            step={1}
            className="tabular-nums"
            value={value.end}
            min={value.start || undefined}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-muted-foreground text-xs">{t('resettle.timeRangeHelp')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={roundNo === undefined}
          onClick={wholeRound}
        >
          {t('resettle.wholeRound')}
        </Button>
      </div>
    </fieldset>
  )
}
