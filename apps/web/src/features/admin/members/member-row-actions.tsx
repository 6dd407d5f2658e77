import { Button } from '@pb/ui/button'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { RoleCode } from '../../../trpc/types'
import type { AdminMember } from '../admin-types'
import { mayManageRow } from './row-permission'

export interface RowActionHandlers {
  viewerRole: RoleCode
  onEdit: (member: AdminMember) => void
  onDelete: (member: AdminMember) => void
}

/** Edit and delete of one row, or 'no permission' (docs/roles-and-branches.md §8). */
export function MemberRowActions({
  member,
  viewerRole,
  onEdit,
  onDelete,
}: RowActionHandlers & { member: AdminMember }) {
  const { t } = useTranslation('admin')
  if (!mayManageRow(viewerRole, member.roleCode)) {
    return (
      <span className="whitespace-nowrap text-muted-foreground text-xs">
        {t('members.actions.noPermission')}
      </span>
    )
  }
  return (
    <div className="inline-flex gap-1">
      <Button
        variant="outline"
        size="sm"
        className="h-7 px-2"
        aria-label={t('members.actions.editOf', { loginId: member.loginId })}
        onClick={(event) => {
          // The button acts on its own: the click does not also open the row.
          event.stopPropagation()
          onEdit(member)
        }}
      >
        <PencilIcon aria-hidden />
        <span className="hidden lg:inline">{t('members.actions.edit')}</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="h-7 px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={t('members.actions.deleteOf', { loginId: member.loginId })}
        onClick={(event) => {
          event.stopPropagation()
          onDelete(member)
        }}
      >
        <Trash2Icon aria-hidden />
        <span className="hidden lg:inline">{t('members.actions.delete')}</span>
      </Button>
    </div>
  )
}
