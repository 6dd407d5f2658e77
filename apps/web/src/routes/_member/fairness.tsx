import { createFileRoute } from '@tanstack/react-router'
import { FairnessPage } from '../../features/fairness/fairness-page'
import { type FairnessSearch, parseFairnessSearch } from '../../features/fairness/fairness-search'
import { loadFairnessCatalog } from '../../features/fairness/i18n/load-fairness-catalog'

export const Route = createFileRoute('/_member/fairness')({
  // Checked by the page (its code loads with it): the entry every page loads only learns the route.
  validateSearch: (search: Record<string, unknown>) => search as FairnessSearch,
  loader: loadFairnessCatalog,
  component: FairnessRoute,
})

function FairnessRoute() {
  const { date, round } = parseFairnessSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return (
    <FairnessPage
      date={date}
      round={round}
      onDateChange={(next) => void navigate({ search: { date: next } })}
    />
  )
}
