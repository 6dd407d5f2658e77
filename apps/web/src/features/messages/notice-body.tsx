import { Badge } from '@pb/ui/badge'
import { PinIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { MemberNotice } from './member-message-types'

/**
 * One notice as a disclosure: its title (pinned ones marked) opens its body, which keeps the
 * operator's line breaks and wraps long words rather than widening the page.
 */
export function NoticeDisclosure({ notice, compact = false }: { notice: MemberNotice; compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <details className="group rounded-md border bg-card" data-testid="notice">
      <summary className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 font-medium text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        {notice.pinned && (
          <Badge variant="secondary" className="shrink-0 gap-1">
            <PinIcon className="size-3" aria-hidden />
            {t('messages.pinned')}
          </Badge>
        )}
        <span
          className={
            compact ? 'min-w-0 flex-1 truncate group-open:whitespace-normal' : 'min-w-0 flex-1 break-words'
          }
        >
          {notice.title}
        </span>
      </summary>
      <p className="whitespace-pre-line break-words border-t px-3 py-2 text-muted-foreground text-sm">
        {notice.body}
      </p>
    </details>
  )
}
