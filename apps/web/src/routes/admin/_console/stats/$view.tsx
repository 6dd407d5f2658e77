import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  isStatsSegment,
  parseStatsSearch,
  statsViewOfSegment,
} from '../../../../features/admin/stats/stats-search'
import { StatsViewPanel } from '../../../../features/admin/stats/stats-view'

/** The daily, monthly, yearly or per-member statistics. */
export const Route = createFileRoute('/admin/_console/stats/$view')({
  beforeLoad: ({ params }) => {
    if (!isStatsSegment(params.view)) throw notFound()
  },
  validateSearch: parseStatsSearch,
  component: StatsRoute,
})

function StatsRoute() {
  const { view } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!isStatsSegment(view)) return null
  return (
    <StatsViewPanel
      key={view}
      view={statsViewOfSegment[view]}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
