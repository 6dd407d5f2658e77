import { createFileRoute } from '@tanstack/react-router'
import { LiveQueuePanel } from '../../../../features/admin/cashier/live-queue-panel'
import { parseLiveQueueSearch } from '../../../../features/admin/cashier/live-queue-search'

export const Route = createFileRoute('/admin/_console/cashier/live-topups')({
  validateSearch: parseLiveQueueSearch,
  component: LiveTopupsRoute,
})

function LiveTopupsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LiveQueuePanel
      type="topup"
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
