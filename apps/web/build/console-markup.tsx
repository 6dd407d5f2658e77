import './browser-stand-in'
import { AdminFrame } from '../src/features/admin/console/admin-layout'
import { loadAdminCatalog } from '../src/features/admin/i18n/load-admin-catalog'
import { MemberListPanel } from '../src/features/admin/members/member-list-panel'
import { parseMembersSearch } from '../src/features/admin/members/members-search'
import { renderSignedIn } from './signed-in-markup'

/**
 * The console's member list as HTML, in Korean, as the app's first render draws it on a phone before
 * its calls answer: the header, today's summary and the list with its filters, no figure or row yet.
 * Drawn for a SUPER: what another role sees otherwise (the menu, SUPER's own header buttons), like the
 * clock and the administrator's id, keeps its place unseen (`data-app-value`). Importing this module
 * installs browser stand-ins in the global scope: only ever in a process of its own.
 */
export async function consoleMarkup(): Promise<string> {
  await loadAdminCatalog()
  return renderSignedIn({
    area: 'admin',
    user: { id: 0, loginId: 'admin', roleCode: 'SUPER' },
    path: '/admin/members',
    page: (
      <AdminFrame>
        <MemberListPanel search={parseMembersSearch({})} onSearch={() => undefined} />
      </AdminFrame>
    ),
  })
}
