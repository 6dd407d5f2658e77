import { useTranslation } from 'react-i18next'
import { parseResultsSearch, type ResultsSearch } from './results-search'
import { ResultsView } from './results-view'

/**
 * /results: a day's draws, the day, page and searched round in the address (checked here, so the
 * entry every page loads does not carry the check). Loaded with its words in a chunk of its own.
 */
export default function ResultsPage({
  search: asked,
  onSearch,
}: {
  search: ResultsSearch
  onSearch: (next: ResultsSearch) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const search = parseResultsSearch(asked)
  return (
    <section className="flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('results.title')}</h1>
        <p className="max-w-3xl text-muted-foreground text-sm">{t('results.description')}</p>
      </div>
      <ResultsView search={search} onSearch={onSearch} />
    </section>
  )
}
