import { createFileRoute } from '@tanstack/react-router'
import { StatementsPanel } from '../../../features/admin/statements/statements-panel'
import { parseStatementsSearch } from '../../../features/admin/statements/statements-search'

export const Route = createFileRoute('/admin/_console/statements')({
  validateSearch: parseStatementsSearch,
  component: StatementsRoute,
})

function StatementsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StatementsPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  )
}
