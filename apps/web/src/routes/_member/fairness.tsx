import { createFileRoute } from '@tanstack/react-router'
import { FairnessPage } from '../../features/fairness/fairness-page'
import { loadFairnessCatalog } from '../../features/fairness/i18n/load-fairness-catalog'

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

export const Route = createFileRoute('/_member/fairness')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => ({
    date: isDate(search.date) ? search.date : undefined,
  }),
  loader: loadFairnessCatalog,
  component: FairnessRoute,
})

function FairnessRoute() {
  const { date } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FairnessPage date={date} onDateChange={(next) => void navigate({ search: { date: next } })} />
}
