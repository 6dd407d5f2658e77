import { createFileRoute } from '@tanstack/react-router'
import { LiveQueuePanel } from '../../../../features/admin/cashier/live-queue-panel'
import { parseLiveQueueSearch } from '../../../../features/admin/cashier/live-queue-search'

export const Route = createFileRoute('/admin/_console/cashier/live-withdrawals')({
  validateSearch: parseLiveQueueSearch,
  component: LiveWithdrawalsRoute,
})

function LiveWithdrawalsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LiveQueuePanel
      type="withdrawal"
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
