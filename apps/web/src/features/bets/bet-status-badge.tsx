import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { betStatusLabel } from '../../lib/labels'
import type { BetStatus } from '../../trpc/types'

const variantOf: Record<BetStatus, BadgeVariant> = {
  PLACED: 'secondary',
  WON: 'success',
  LOST: 'outline',
  VOID: 'warning',
}

export function BetStatusBadge({ status }: { status: BetStatus }) {
  return (
    <Badge variant={variantOf[status]} className="w-11 px-1" data-status={status}>
      {betStatusLabel(status)}
    </Badge>
  )
}
