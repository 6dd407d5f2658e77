import { createFileRoute, notFound } from '@tanstack/react-router'
import { LiveQueuePanel } from '../../../../features/admin/cashier/live-queue-panel'
import { parseLiveQueueSearch } from '../../../../features/admin/cashier/live-queue-search'
import { isRequestSegment, requestTypeOfSegment } from '../../../../features/admin/cashier/request-segment'

/** The live queue of top-ups or of withdrawals. */
export const Route = createFileRoute('/admin/_console/cashier/live-{$requests}')({
  beforeLoad: ({ params }) => {
    if (!isRequestSegment(params.requests)) throw notFound()
  },
  validateSearch: parseLiveQueueSearch,
  component: LiveQueueRoute,
})

function LiveQueueRoute() {
  const { requests } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!isRequestSegment(requests)) return null
  return (
    <LiveQueuePanel
      key={requests}
      type={requestTypeOfSegment[requests]}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
