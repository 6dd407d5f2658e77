import { createFileRoute, notFound } from '@tanstack/react-router'
import { RequestHistoryPanel } from '../../../../features/admin/cashier/request-history-panel'
import { parseRequestHistorySearch } from '../../../../features/admin/cashier/request-history-search'
import { isRequestSegment, requestTypeOfSegment } from '../../../../features/admin/cashier/request-segment'

/** The history of top-ups or of withdrawals. */
export const Route = createFileRoute('/admin/_console/cashier/$requests')({
  beforeLoad: ({ params }) => {
    if (!isRequestSegment(params.requests)) throw notFound()
  },
  validateSearch: parseRequestHistorySearch,
  component: RequestHistoryRoute,
})

function RequestHistoryRoute() {
  const { requests } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!isRequestSegment(requests)) return null
  return (
    <RequestHistoryPanel
      key={requests}
      type={requestTypeOfSegment[requests]}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
