import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import type { AdminBetResult } from '../admin-types'

const variantOf: Record<AdminBetResult, BadgeVariant> = {
  WIN: 'success',
  LOSE: 'outline',
  PENDING: 'secondary',
  VOID: 'warning',
}

/** docs/product.md §4.5, console bet statuses: WON 적중, LOST 미적중, PENDING 대기, VOID 취소. */
export function BetResultBadge({ result }: { result: AdminBetResult }) {
  const { t } = useTranslation('admin')
  return (
    <Badge variant={variantOf[result]} className="min-w-12 px-1.5" data-result={result}>
      {t(`betHistory.results.${result}`)}
    </Badge>
  )
}
