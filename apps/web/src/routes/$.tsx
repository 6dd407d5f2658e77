import { createFileRoute } from '@tanstack/react-router'
import { redirectHome } from '../auth/guards'

/** docs/product.md §2.1: any unknown path goes where `/` goes. */
export const Route = createFileRoute('/$')({
  beforeLoad: redirectHome,
})
