import { useState } from 'react'
import type { StatisticsSearch } from './statistics-search'
import { StatisticsView } from './statistics-view'

/** The game page's statistics tab: the same view, its window kept while the page is open. */
export default function StatisticsPanel() {
  const [search, setSearch] = useState<StatisticsSearch>({})
  return <StatisticsView search={search} onSearch={setSearch} />
}
