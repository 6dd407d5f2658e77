import { useTranslation } from 'react-i18next'
import { parseStatisticsSearch, type StatisticsSearch } from './statistics-search'
import { StatisticsView } from './statistics-view'

/**
 * /statistics: the outcome statistics and pattern boards, the window in the address (checked here,
 * so the entry every page loads does not carry the check). Loaded with its words in a chunk of its own.
 */
export default function StatisticsPage({
  search: asked,
  onSearch,
}: {
  search: StatisticsSearch
  onSearch: (next: StatisticsSearch) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const search = parseStatisticsSearch(asked)
  return (
    <section className="flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('statistics.title')}</h1>
        <p className="max-w-3xl text-muted-foreground text-sm">{t('statistics.description')}</p>
      </div>
      <StatisticsView search={search} onSearch={onSearch} />
    </section>
  )
}
