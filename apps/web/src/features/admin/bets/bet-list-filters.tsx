import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { FilterField } from '../data-table/filter-field'
import { type BetsSearch, betResults } from './bets-search'

type Filters = Pick<BetsSearch, 'result' | 'startDate' | 'endDate' | 'loginId' | 'roundNo'>

const noFilters: Filters = {
  result: undefined,
  startDate: undefined,
  endDate: undefined,
  loginId: undefined,
  roundNo: undefined,
}

/**
 * The bet history's filters. The result and the dates apply as soon as they change; the member and
 * the round, typed a character at a time, apply on Enter, the search button or the next change.
 */
export function BetListFilters({
  search,
  onFilters,
}: {
  search: BetsSearch
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { result: useId(), member: useId(), round: useId(), start: useId(), end: useId() }
  const [loginId, setLoginId] = useState(search.loginId ?? '')
  const [roundNo, setRoundNo] = useState(search.roundNo ? String(search.roundNo) : '')
  // The address may change under the form (a row's member clicked, back and forward).
  useEffect(() => setLoginId(search.loginId ?? ''), [search.loginId])
  useEffect(() => setRoundNo(search.roundNo ? String(search.roundNo) : ''), [search.roundNo])
  // What the form shows is what applies, the member and round being typed included.
  const apply = (change: Partial<Filters>) =>
    onFilters({
      result: search.result,
      startDate: search.startDate,
      endDate: search.endDate,
      loginId: loginId.trim() || undefined,
      roundNo: Number(roundNo) > 0 ? Number(roundNo) : undefined,
      ...change,
    })

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label={t('betHistory.filtersLabel')}
    >
      <FilterField id={ids.result} label={t('betHistory.result')}>
        <NativeSelect
          id={ids.result}
          className="sm:w-28"
          value={search.result ?? ''}
          onChange={(event) => apply({ result: betResults.find((result) => result === event.target.value) })}
        >
          <option value="">{t('filters.all')}</option>
          {betResults.map((result) => (
            <option key={result} value={result}>
              {t(`betHistory.results.${result}`)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={ids.member} label={t('betHistory.member')}>
        <Input
          id={ids.member}
          autoComplete="off"
          className="sm:w-36"
          placeholder={t('betHistory.memberPlaceholder')}
          maxLength={30}
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
        />
      </FilterField>
      <FilterField id={ids.round} label={t('betHistory.round')}>
        <Input
          id={ids.round}
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums sm:w-32"
          placeholder={t('betHistory.roundPlaceholder')}
          maxLength={10}
          value={roundNo}
          onChange={(event) => setRoundNo(event.target.value.replace(/\D/g, ''))}
        />
      </FilterField>
      <FilterField id={ids.start} label={t('filters.startDate')}>
        <Input
          id={ids.start}
          type="date"
          className="sm:w-40"
          value={search.startDate ?? ''}
          max={search.endDate}
          onChange={(event) => apply({ startDate: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id={ids.end} label={t('filters.endDate')}>
        <Input
          id={ids.end}
          type="date"
          className="sm:w-40"
          value={search.endDate ?? ''}
          min={search.startDate}
          onChange={(event) => apply({ endDate: event.target.value || undefined })}
        />
      </FilterField>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          <SearchIcon aria-hidden />
          {t('filters.search')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="h-9" onClick={() => onFilters(noFilters)}>
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
