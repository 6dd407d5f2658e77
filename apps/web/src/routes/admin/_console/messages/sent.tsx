import { createFileRoute } from '@tanstack/react-router'
import { loadAdminMessagesCatalog } from '../../../../features/admin/messages/i18n/load-admin-messages-catalog'
import { parsePageSearch } from '../../../../features/admin/messages/page-search'
import { SentMessagesPanel } from '../../../../features/admin/messages/sent-messages-panel'

export const Route = createFileRoute('/admin/_console/messages/sent')({
  validateSearch: parsePageSearch,
  loader: loadAdminMessagesCatalog,
  component: SentRoute,
})

function SentRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SentMessagesPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  )
}
