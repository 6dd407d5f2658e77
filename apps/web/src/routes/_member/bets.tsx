import { createFileRoute } from '@tanstack/react-router'
import { BetsPage } from '../../features/bets/bets-page'
import { parseBetsSearch } from '../../features/bets/bets-search'

export const Route = createFileRoute('/_member/bets')({
  validateSearch: parseBetsSearch,
  component: BetsRoute,
})

function BetsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BetsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
