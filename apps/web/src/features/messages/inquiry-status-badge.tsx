import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import type { MemberInquiryStatus } from './member-message-types'

const variants = { OPEN: 'default', ANSWERED: 'secondary', CLOSED: 'outline' } as const

export function InquiryStatusBadge({ status }: { status: MemberInquiryStatus }) {
  const { t } = useTranslation('messages')
  return (
    <Badge variant={variants[status]} className="shrink-0">
      {t(`inquiries.status.${status}`)}
    </Badge>
  )
}
