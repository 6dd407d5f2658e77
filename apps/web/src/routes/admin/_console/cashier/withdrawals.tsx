import { createFileRoute } from '@tanstack/react-router'
import { RequestHistoryPanel } from '../../../../features/admin/cashier/request-history-panel'
import { parseRequestHistorySearch } from '../../../../features/admin/cashier/request-history-search'

export const Route = createFileRoute('/admin/_console/cashier/withdrawals')({
  validateSearch: parseRequestHistorySearch,
  component: WithdrawalHistoryRoute,
})

function WithdrawalHistoryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <RequestHistoryPanel
      type="withdrawal"
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
