import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { focusBack } from '../../../lib/focus-back'
import { formatNumber } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { AdminOrg } from '../admin-types'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { useRefreshOrgs } from './use-org-tree'

/**
 * Suspends or resumes a branch after a confirmation that says what it does to everyone below it:
 * suspending signs them all out and keeps them out, their money untouched.
 */
export function OrgStatusDialog({
  org,
  opener,
  onClose,
}: {
  org: AdminOrg | undefined
  opener?: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const update = useMutation(trpc.admin.orgs.update.mutationOptions())
  const refresh = useRefreshOrgs()
  const suspending = org?.status === 'ACTIVE'
  const copy = suspending ? 'suspend' : 'resume'

  function confirm() {
    if (!org) return
    update.mutate(
      { id: org.id, status: suspending ? 'SUSPENDED' : 'ACTIVE' },
      {
        onSuccess: () => {
          toast.success(t(`orgs.${copy}.done`, { name: org.name }))
          refresh()
          onClose()
        },
      },
    )
  }

  return (
    <ConfirmActionDialog
      open={org !== undefined}
      onOpenChange={(open) => {
        if (open) return
        update.reset()
        onClose()
      }}
      title={org ? t(`orgs.${copy}.title`, { name: org.name }) : ''}
      description={t(`orgs.${copy}.description`)}
      confirmLabel={t(`orgs.${copy}.confirm`)}
      destructive={suspending}
      isPending={update.isPending}
      onConfirm={confirm}
      onCloseAutoFocus={focusBack(opener)}
    >
      {org && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 break-keep rounded-md border bg-muted/40 p-3 text-sm">
          <dt className="text-muted-foreground">{t('orgs.affected')}</dt>
          <dd className="tabular-nums">
            {t('orgs.affectedValue', {
              count: org.subtreeMemberCount,
              formatted: formatNumber(org.subtreeMemberCount),
            })}
          </dd>
        </dl>
      )}
      {update.isError && (
        <ErrorAlert
          message={t('orgs.statusFailed', { message: sayRefusal(update.error, t('orgs.unknownError')) })}
        />
      )}
    </ConfirmActionDialog>
  )
}
