import { createFileRoute } from '@tanstack/react-router'
import { OddsPage } from '../../../features/admin/odds/odds-page'

export const Route = createFileRoute('/admin/_console/odds')({
  component: OddsPage,
})
