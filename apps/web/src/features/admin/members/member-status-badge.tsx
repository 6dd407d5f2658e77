import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { memberStatusLabel } from '../../../lib/labels'
import type { UserStatus } from '../../../trpc/types'

const variants: Record<UserStatus, BadgeVariant> = {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  SUSPENDED: 'destructive',
}

export function MemberStatusBadge({ statusCode }: { statusCode: UserStatus }) {
  return <Badge variant={variants[statusCode]}>{memberStatusLabel(statusCode)}</Badge>
}
