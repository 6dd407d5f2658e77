import { createFileRoute } from '@tanstack/react-router'
import { loadMessagesCatalog } from '../../features/messages/i18n/load-messages-catalog'
import { InboxPage } from '../../features/messages/inbox-page'
import { type InboxSearch, parseInboxSearch } from '../../features/messages/inbox-search'

export const Route = createFileRoute('/_member/inbox')({
  validateSearch: (search: Record<string, unknown>) => search as InboxSearch,
  loader: loadMessagesCatalog,
  component: InboxRoute,
})

function InboxRoute() {
  const search = parseInboxSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return <InboxPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
