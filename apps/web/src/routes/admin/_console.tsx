import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../../auth/guards'
import { AdminLayout } from '../../features/admin/console/admin-layout'
import { loadAdminCatalog } from '../../features/admin/i18n/load-admin-catalog'

export const Route = createFileRoute('/admin/_console')({
  beforeLoad: async ({ context }) => {
    await requireSession('admin', context.queryClient)
    await loadAdminCatalog()
  },
  component: AdminLayout,
})
