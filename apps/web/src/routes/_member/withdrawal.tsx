import { createFileRoute } from '@tanstack/react-router'
import { ArrowUpFromLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MemberPagePlaceholder } from '../../features/member/member-page-placeholder'

export const Route = createFileRoute('/_member/withdrawal')({
  component: WithdrawalPage,
})

function WithdrawalPage() {
  const { t } = useTranslation()
  return (
    <MemberPagePlaceholder
      title={t('pages.withdrawal.title')}
      message={t('pages.withdrawal.placeholder')}
      icon={ArrowUpFromLineIcon}
    />
  )
}
