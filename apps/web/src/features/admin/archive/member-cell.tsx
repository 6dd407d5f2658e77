import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'

/**
 * A member in an archive row: login id and number; a click keeps only theirs. Rows that carry only
 * the number look the login id up (one batched request for a page; it never changes, so it is kept).
 */
export function MemberCell({
  userId,
  loginId,
  onMember,
}: {
  userId: number
  loginId?: string | null | undefined
  onMember: (userId: number) => void
}) {
  const { t } = useTranslation('admin')
  const lookup = useQuery({
    ...trpc.admin.users.byId.queryOptions({ id: userId }),
    enabled: !loginId,
    staleTime: Number.POSITIVE_INFINITY,
    select: (member) => member.loginId,
  })
  const name = loginId ?? lookup.data
  const number = t('archive.memberNumber', { id: userId })
  return (
    <button
      type="button"
      className="inline-flex items-baseline gap-1.5 whitespace-nowrap rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      title={t('archive.onlyThisMember', { member: name ?? number })}
      onClick={() => onMember(userId)}
    >
      {name ?? <span className="tabular-nums">{number}</span>}
      {name && <span className="font-normal text-muted-foreground text-xs tabular-nums">{number}</span>}
    </button>
  )
}
