import { createFileRoute } from '@tanstack/react-router'
import { parseStatsSearch } from '../../../../features/admin/stats/stats-search'
import { StatsViewPanel } from '../../../../features/admin/stats/stats-view'

export const Route = createFileRoute('/admin/_console/stats/yearly')({
  validateSearch: parseStatsSearch,
  component: StatsRoute,
})

function StatsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StatsViewPanel
      view="yearly"
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
