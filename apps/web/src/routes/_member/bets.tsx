import { createFileRoute } from '@tanstack/react-router'
import { BetsPage } from '../../features/bets/bets-page'
import { type BetsSearch, parseBetsSearch } from '../../features/bets/bets-search'

export const Route = createFileRoute('/_member/bets')({
  // Checked by the page (its code loads with it): the entry every page loads only learns the route.
  validateSearch: (search: Record<string, unknown>) => search as BetsSearch,
  component: BetsRoute,
})

function BetsRoute() {
  const search = parseBetsSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return <BetsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
