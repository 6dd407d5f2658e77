import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { AdminMember } from '../admin-types'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { useRefreshMembers } from './use-refresh-members'

/**
 * Asks before deleting a member, then shows what the server did: a member with history is only
 * deactivated, one without is deleted; its message says which. A refusal stays in the dialog.
 */
export function DeleteMemberDialog({ member, onClose }: { member: AdminMember | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const refresh = useRefreshMembers()
  const remove = useMutation(trpc.admin.users.remove.mutationOptions())
  const [problem, setProblem] = useState<string>()

  function close() {
    setProblem(undefined)
    onClose()
  }

  function confirm() {
    if (!member) return
    remove.mutate(
      { id: member.id },
      {
        onSuccess: (removal) => {
          toast.success(removal.message)
          close()
        },
        onError: (error) => setProblem(t('members.remove.failedWith', { message: sayRefusal(error) })),
        onSettled: refresh,
      },
    )
  }

  return (
    <ConfirmActionDialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title={t('members.remove.title')}
      description={
        member ? t('members.remove.description', { loginId: member.loginId, nickname: member.nickname }) : ''
      }
      confirmLabel={t('members.remove.confirm')}
      destructive
      isPending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="break-keep rounded-md border bg-muted/40 p-3 text-sm">
        {t('members.remove.historyNote')}
      </p>
      {problem && <ErrorAlert message={problem} />}
    </ConfirmActionDialog>
  )
}
