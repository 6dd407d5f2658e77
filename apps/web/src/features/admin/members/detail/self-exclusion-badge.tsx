import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import { useServerNow } from '../../../../hooks/use-server-now'
import { formatDateTime } from '../../../../lib/format'
import { activeExclusion } from '../../../member/responsible-play/active-exclusion'
import type { AdminMemberDetail } from '../../admin-types'

/** The member's own time-out or self-exclusion while it runs; shown only, since no administrator may lift it. */
export function SelfExclusionBadge({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const exclusion = activeExclusion(member.selfExcludedUntil, useServerNow())
  if (!exclusion) return null
  return (
    <Badge
      variant="warning"
      title={t('members.detail.selfExclusion.help')}
      data-testid="member-self-exclusion"
    >
      {exclusion.permanent
        ? t('members.detail.selfExclusion.permanent')
        : t('members.detail.selfExclusion.until', { until: formatDateTime(exclusion.until) })}
    </Badge>
  )
}
