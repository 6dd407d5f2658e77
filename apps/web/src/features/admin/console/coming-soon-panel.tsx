import { ConstructionIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/empty-state'

export function ComingSoonPanel() {
  const { t } = useTranslation()
  return <EmptyState icon={ConstructionIcon} message={t('common.notImplemented')} />
}
