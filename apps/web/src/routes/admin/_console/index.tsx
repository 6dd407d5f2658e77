import { createFileRoute, redirect } from '@tanstack/react-router'
import { rememberedView } from '../../../features/admin/console/remembered-view'

/** `/admin` opens the view chosen last in this tab (docs/product.md §2.5), else the member list. */
export const Route = createFileRoute('/admin/_console/')({
  beforeLoad: () => {
    throw redirect({ href: rememberedView(), replace: true })
  },
})
