import { createFileRoute } from '@tanstack/react-router'
import { ListChecksIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MemberPagePlaceholder } from '../../features/member/member-page-placeholder'

export const Route = createFileRoute('/_member/bets')({
  component: BetsPage,
})

function BetsPage() {
  const { t } = useTranslation()
  return (
    <MemberPagePlaceholder
      title={t('pages.bets.title')}
      message={t('pages.bets.placeholder')}
      icon={ListChecksIcon}
    />
  )
}
