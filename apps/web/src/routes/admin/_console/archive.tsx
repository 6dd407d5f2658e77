import { createFileRoute } from '@tanstack/react-router'
import { ArchivePage } from '../../../features/admin/archive/archive-page'
import { parseArchiveSearch } from '../../../features/admin/archive/archive-search'

export const Route = createFileRoute('/admin/_console/archive')({
  validateSearch: parseArchiveSearch,
  component: ArchiveRoute,
})

function ArchiveRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ArchivePage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
