import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Link } from '@tanstack/react-router'
import type { AdminMenuPath } from './admin-menu'

/** A header counter of pending requests; it opens the matching live queue. */
export function PendingCounter({
  label,
  count,
  to,
}: {
  label: string
  count: number | undefined
  to: AdminMenuPath
}) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={to}>
        {label}
        <Badge variant={count ? 'destructive' : 'secondary'} className="min-w-6 tabular-nums">
          {count ?? '–'}
        </Badge>
      </Link>
    </Button>
  )
}
