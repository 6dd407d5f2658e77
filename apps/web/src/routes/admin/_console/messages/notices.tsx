import { createFileRoute } from '@tanstack/react-router'
import { loadAdminMessagesCatalog } from '../../../../features/admin/messages/i18n/load-admin-messages-catalog'
import { NoticesPanel } from '../../../../features/admin/messages/notices-panel'
import { parseNoticesSearch } from '../../../../features/admin/messages/notices-search'

export const Route = createFileRoute('/admin/_console/messages/notices')({
  validateSearch: parseNoticesSearch,
  loader: loadAdminMessagesCatalog,
  component: NoticesRoute,
})

function NoticesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <NoticesPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
