import { createFileRoute } from '@tanstack/react-router'
import { MemberListPanel } from '../../../features/admin/members/member-list-panel'
import { parseMembersSearch } from '../../../features/admin/members/members-search'

export const Route = createFileRoute('/admin/_console/members')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
})

function MembersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MemberListPanel search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  )
}
