import { Button } from '@pb/ui/button'
import { useQuery } from '@tanstack/react-query'
import { UserIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'

/** The member a statistics view is narrowed to, by login id once known, with a way back to everyone. */
export function MemberFilterChip({ userId, onClear }: { userId: number; onClear: () => void }) {
  const { t } = useTranslation('admin')
  const member = useQuery({ ...trpc.admin.users.byId.queryOptions({ id: userId }), retry: false })
  return (
    <span className="inline-flex items-center gap-1 rounded-md border bg-card py-0.5 pr-0.5 pl-2 text-sm">
      <UserIcon className="size-3.5 text-muted-foreground" aria-hidden />
      {member.data
        ? t('stats.memberOnly', { loginId: member.data.loginId })
        : t('stats.memberNumberOnly', { id: userId })}
      <Button
        variant="ghost"
        size="icon"
        className="size-6"
        aria-label={t('stats.clearMember')}
        onClick={onClear}
      >
        <XIcon aria-hidden />
      </Button>
    </span>
  )
}
