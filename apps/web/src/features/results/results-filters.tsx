import { gameDate, roundRunningAt } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { XIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerNowAs } from '../../hooks/use-server-now'
import { type ResultsSearch, roundOfInput } from './results-search'

/** The day to list (today by default, none later) and the search for one round. */
export function ResultsFilters({
  search,
  onSearch,
}: {
  search: ResultsSearch
  onSearch: (next: ResultsSearch) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const today = useServerNowAs((now) => gameDate(roundRunningAt(new Date(now))))
  const ids = { date: useId(), round: useId(), help: useId(), problem: useId() }
  const [text, setText] = useState(search.round === undefined ? '' : String(search.round))
  const [searched, setSearched] = useState(search.round)
  const [invalid, setInvalid] = useState(false)
  // A round searched from elsewhere (the address, a cleared search) shows in the box.
  if (searched !== search.round) {
    setSearched(search.round)
    setText(search.round === undefined ? '' : String(search.round))
    setInvalid(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (text.trim() === '') return onSearch({ date: search.date })
    const round = roundOfInput(text)
    setInvalid(round === null)
    if (round !== null) onSearch({ date: search.date, round })
  }

  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.date}>{t('results.date')}</Label>
        <Input
          id={ids.date}
          type="date"
          className="w-44"
          value={search.date ?? today}
          max={today}
          onChange={(event) => {
            const date = event.target.value
            if (date && date <= today) onSearch({ date })
          }}
        />
      </div>
      <form className="flex flex-col gap-1.5" onSubmit={submit}>
        <Label htmlFor={ids.round}>{t('results.roundSearch')}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.round}
            className="w-36"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('results.roundPlaceholder')}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${ids.problem} ${ids.help}` : ids.help}
            onChange={(event) => {
              setText(event.target.value)
              setInvalid(false)
            }}
          />
          <Button type="submit" variant="outline">
            {t('results.search')}
          </Button>
          {search.round !== undefined && (
            <Button type="button" variant="ghost" onClick={() => onSearch({ date: search.date })}>
              <XIcon aria-hidden />
              {t('results.clearSearch')}
            </Button>
          )}
        </div>
        {invalid && (
          <p id={ids.problem} role="alert" className="text-destructive text-xs">
            {t('results.roundInvalid')}
          </p>
        )}
        <p id={ids.help} className="max-w-xs text-muted-foreground text-xs">
          {t('results.roundHelp')}
        </p>
      </form>
    </div>
  )
}
