import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Link } from '@tanstack/react-router'
import { type AdminMenuItem, linkOf } from './admin-menu'

/** A header counter of pending requests; it opens the menu item that lists them. */
export function PendingCounter({
  label,
  count,
  item,
}: {
  label: string
  count: number | undefined
  item: AdminMenuItem
}) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link {...linkOf(item)}>
        {label}
        <Badge variant={count ? 'destructive' : 'secondary'} className="min-w-6 tabular-nums">
          {count ?? '–'}
        </Badge>
      </Link>
    </Button>
  )
}
