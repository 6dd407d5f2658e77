import { createFileRoute } from '@tanstack/react-router'
import { ResultsPage } from '../../../features/admin/results/results-page'

export const Route = createFileRoute('/admin/_console/results')({
  component: ResultsPage,
})
