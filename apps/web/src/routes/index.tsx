import { createFileRoute } from '@tanstack/react-router'
import { redirectHome } from '../auth/guards'

export const Route = createFileRoute('/')({
  beforeLoad: redirectHome,
})
