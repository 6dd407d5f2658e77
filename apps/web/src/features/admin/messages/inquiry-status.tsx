import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import type { AdminInquiryStatus } from './admin-message-types'

const variants = { OPEN: 'destructive', ANSWERED: 'secondary', CLOSED: 'outline' } as const

export function InquiryStatus({ status }: { status: AdminInquiryStatus }) {
  const { t } = useTranslation('adminMessages')
  return (
    <Badge variant={variants[status]} className="whitespace-nowrap">
      {t(`inquiries.statuses.${status}`)}
    </Badge>
  )
}
