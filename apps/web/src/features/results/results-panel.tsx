import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResultsSearch } from './results-search'
import { ResultsView } from './results-view'

/** The game page's results tab: the same list, its day and page kept while the page is open. */
export default function ResultsPanel() {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const headingId = useId()
  const [search, setSearch] = useState<ResultsSearch>({})
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-lg">
        {t('results.title')}
      </h2>
      <ResultsView search={search} onSearch={setSearch} />
    </section>
  )
}
