import { AdminHeader } from './admin-header'
import { AdminMenuTabs } from './admin-menu-tabs'
import { useAdminMenuSelection } from './use-admin-menu-selection'

export function AdminConsole() {
  const [selection, select] = useAdminMenuSelection()

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader onSelect={select} />
      <main className="min-w-0 flex-1 p-3 sm:p-6">
        <AdminMenuTabs selection={selection} onSelect={select} />
      </main>
    </div>
  )
}
