import { createFileRoute } from '@tanstack/react-router'
import { loadFairnessCatalog } from '../../features/fairness/i18n/load-fairness-catalog'
import StatisticsPage from '../../features/statistics/statistics-page'
import type { StatisticsSearch } from '../../features/statistics/statistics-search'

export const Route = createFileRoute('/_member/statistics')({
  // Checked by the page (its code loads with it): the entry every page loads only learns the route.
  validateSearch: (search: Record<string, unknown>) => search as StatisticsSearch,
  // The draws' words travel with the fairness words.
  loader: loadFairnessCatalog,
  component: StatisticsRoute,
})

function StatisticsRoute() {
  const navigate = Route.useNavigate()
  return (
    <StatisticsPage
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
