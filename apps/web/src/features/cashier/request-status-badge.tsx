import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import type { RequestStatus } from '../../trpc/types'

const variantOf: Record<RequestStatus, BadgeVariant> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'destructive',
}

/** docs/product.md §4.4: PENDING, APPROVED, REJECTED read waiting, approved, rejected. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={variantOf[status]} className="min-w-11 px-1.5" data-status={status}>
      {t(`cashier.status.${status}`)}
    </Badge>
  )
}
