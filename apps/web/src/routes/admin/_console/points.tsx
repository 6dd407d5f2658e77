import { createFileRoute } from '@tanstack/react-router'
import { PointLedgerPanel } from '../../../features/admin/points/point-ledger-panel'
import { parsePointsSearch } from '../../../features/admin/points/points-search'

export const Route = createFileRoute('/admin/_console/points')({
  validateSearch: parsePointsSearch,
  component: PointsRoute,
})

function PointsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PointLedgerPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  )
}
