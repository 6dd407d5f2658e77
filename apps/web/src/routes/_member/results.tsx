import { createFileRoute } from '@tanstack/react-router'
import { loadFairnessCatalog } from '../../features/fairness/i18n/load-fairness-catalog'
import ResultsPage from '../../features/results/results-page'
import type { ResultsSearch } from '../../features/results/results-search'

export const Route = createFileRoute('/_member/results')({
  // Checked by the page (its code loads with it): the entry every page loads only learns the route.
  validateSearch: (search: Record<string, unknown>) => search as ResultsSearch,
  // The draws' words travel with the fairness words.
  loader: loadFairnessCatalog,
  component: ResultsRoute,
})

function ResultsRoute() {
  const navigate = Route.useNavigate()
  return <ResultsPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
}
