import { createFileRoute } from '@tanstack/react-router'
import { ArrowDownToLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MemberPagePlaceholder } from '../../features/member/member-page-placeholder'

export const Route = createFileRoute('/_member/topup')({
  component: TopupPage,
})

function TopupPage() {
  const { t } = useTranslation()
  return (
    <MemberPagePlaceholder
      title={t('pages.topup.title')}
      message={t('pages.topup.placeholder')}
      icon={ArrowDownToLineIcon}
    />
  )
}
