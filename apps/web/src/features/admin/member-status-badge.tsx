import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { memberStatusLabel } from '../../lib/labels'

const variants: Record<string, BadgeVariant> = {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  SUSPENDED: 'destructive',
}

export function MemberStatusBadge({ statusCode }: { statusCode: string }) {
  return <Badge variant={variants[statusCode] ?? 'outline'}>{memberStatusLabel(statusCode)}</Badge>
}
