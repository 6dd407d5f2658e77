import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../../auth/guards'
import { AdminConsole } from '../../features/admin/admin-console'

export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ context }) => requireSession('admin', context.queryClient),
  component: AdminConsole,
})
