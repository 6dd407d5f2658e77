import { ShieldAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { EmptyState } from '../../../components/empty-state'
import { ManualResultCard } from './manual-result-card'
import { ResettleCard } from './resettle-card'
import { VoidRoundCard } from './void-round-card'

/** Manual result processing (SUPER only): actions on rounds, one card each; re-settlement spans the width. */
export function ResultsPage() {
  const { t } = useTranslation('admin')
  if (!useMayPerform('rounds.propose'))
    return <EmptyState icon={ShieldAlertIcon} message={t('results.superOnly')} />
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <ManualResultCard />
      <VoidRoundCard />
      <ResettleCard />
    </div>
  )
}
