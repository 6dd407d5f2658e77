import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { BanIcon, CircleCheckIcon, CircleXIcon, ClockIcon, HourglassIcon, LoaderIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ProposalStatus } from '../admin-types'

const look: Record<ProposalStatus, { icon: typeof ClockIcon; variant: BadgeVariant }> = {
  PENDING_APPROVAL: { icon: ClockIcon, variant: 'warning' },
  APPROVED: { icon: LoaderIcon, variant: 'secondary' },
  APPLIED: { icon: CircleCheckIcon, variant: 'success' },
  FAILED: { icon: CircleXIcon, variant: 'destructive' },
  REJECTED: { icon: BanIcon, variant: 'secondary' },
  EXPIRED: { icon: HourglassIcon, variant: 'secondary' },
}

/** A proposal's status in words with an icon, never colour alone. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation('admin')
  const { icon: Icon, variant } = look[status]
  return (
    <Badge variant={variant} data-testid="proposal-status">
      <Icon aria-hidden className="size-3.5" />
      {t(`approvals.status.${status}`)}
    </Badge>
  )
}
