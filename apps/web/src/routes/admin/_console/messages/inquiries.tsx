import { createFileRoute } from '@tanstack/react-router'
import { loadAdminMessagesCatalog } from '../../../../features/admin/messages/i18n/load-admin-messages-catalog'
import { InquiriesPanel } from '../../../../features/admin/messages/inquiries-panel'
import { parseInquiriesSearch } from '../../../../features/admin/messages/inquiries-search'

export const Route = createFileRoute('/admin/_console/messages/inquiries')({
  validateSearch: parseInquiriesSearch,
  loader: loadAdminMessagesCatalog,
  component: InquiriesRoute,
})

function InquiriesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InquiriesPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  )
}
