import { Badge } from '@pb/ui/badge'
import { BanIcon, CircleCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminOrg } from '../admin-types'

/**
 * In use, suspended, or out of use because a branch above it is suspended: always said in words
 * and an icon, never by colour alone.
 */
export function OrgStatusBadge({ org }: { org: Pick<AdminOrg, 'status' | 'suspended'> }) {
  const { t } = useTranslation('admin')
  if (org.status === 'SUSPENDED') {
    return (
      <Badge variant="destructive">
        <BanIcon className="size-3" aria-hidden />
        {t('orgs.status.SUSPENDED')}
      </Badge>
    )
  }
  if (org.suspended) {
    return (
      <Badge variant="warning" title={t('orgs.status.suspendedAboveHint')}>
        <BanIcon className="size-3" aria-hidden />
        {t('orgs.status.suspendedAbove')}
      </Badge>
    )
  }
  return (
    <Badge variant="success">
      <CircleCheckIcon className="size-3" aria-hidden />
      {t('orgs.status.ACTIVE')}
    </Badge>
  )
}
