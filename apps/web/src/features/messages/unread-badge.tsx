import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import { useUnreadCount } from './use-unread-count'

/** The inbox's unread count beside its menu item; nothing while all is read. */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useTranslation()
  const count = useUnreadCount()
  if (count === 0) return null
  return (
    <Badge variant="destructive" className={className}>
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t('messages.unread', { count })}</span>
    </Badge>
  )
}
