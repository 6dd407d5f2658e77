import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import type { OrgLevel } from '../admin-types'

export function OrgLevelBadge({ level }: { level: OrgLevel }) {
  const { t } = useTranslation('admin')
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      {t(`orgs.levels.${level}`)}
    </Badge>
  )
}
