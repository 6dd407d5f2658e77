import { createFileRoute } from '@tanstack/react-router'
import { redirectHome } from '../auth/guards'

/** Spec §2: any unknown path goes where `/` goes. */
export const Route = createFileRoute('/$')({
  beforeLoad: redirectHome,
})
