import { createFileRoute } from '@tanstack/react-router'
import { AuditLogPanel } from '../../../features/admin/audit/audit-log-panel'
import { parseAuditSearch } from '../../../features/admin/audit/audit-search'

export const Route = createFileRoute('/admin/_console/audit')({
  validateSearch: parseAuditSearch,
  component: AuditRoute,
})

function AuditRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AuditLogPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
