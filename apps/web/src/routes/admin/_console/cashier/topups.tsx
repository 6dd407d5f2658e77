import { createFileRoute } from '@tanstack/react-router'
import { RequestHistoryPanel } from '../../../../features/admin/cashier/request-history-panel'
import { parseRequestHistorySearch } from '../../../../features/admin/cashier/request-history-search'

export const Route = createFileRoute('/admin/_console/cashier/topups')({
  validateSearch: parseRequestHistorySearch,
  component: TopupHistoryRoute,
})

function TopupHistoryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <RequestHistoryPanel
      type="topup"
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
