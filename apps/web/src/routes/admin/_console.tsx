import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../../auth/guards'
import { AdminLayout } from '../../features/admin/console/admin-layout'

export const Route = createFileRoute('/admin/_console')({
  beforeLoad: ({ context }) => requireSession('admin', context.queryClient),
  component: AdminLayout,
})
