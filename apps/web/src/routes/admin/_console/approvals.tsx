import { createFileRoute } from '@tanstack/react-router'
import { ApprovalsPage } from '../../../features/admin/approvals/approvals-page'
import { parseApprovalsSearch } from '../../../features/admin/approvals/approvals-search'

export const Route = createFileRoute('/admin/_console/approvals')({
  validateSearch: parseApprovalsSearch,
  component: ApprovalsRoute,
})

function ApprovalsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ApprovalsPage search={search} onSearch={(next) => void navigate({ search: next })} />
}
