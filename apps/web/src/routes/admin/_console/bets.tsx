import { createFileRoute } from '@tanstack/react-router'
import { BetListPanel } from '../../../features/admin/bets/bet-list-panel'
import { parseBetsSearch } from '../../../features/admin/bets/bets-search'

export const Route = createFileRoute('/admin/_console/bets')({
  validateSearch: parseBetsSearch,
  component: BetsRoute,
})

function BetsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BetListPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
