import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'
import type { AdminOrg } from '../admin-types'
import { OrgNameDialog } from './org-name-dialog'
import { useRefreshOrgs } from './use-org-tree'

/** A branch's new name; the caller's own branch may be renamed too. */
export function RenameOrgDialog({
  org,
  opener,
  onClose,
}: {
  org: AdminOrg | undefined
  opener?: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const rename = useMutation(trpc.admin.orgs.update.mutationOptions())
  const refresh = useRefreshOrgs()
  return (
    <OrgNameDialog
      open={org !== undefined}
      onClose={onClose}
      opener={opener}
      title={t('orgs.rename.title')}
      description={org ? t('orgs.rename.description', { name: org.name }) : ''}
      initialName={org?.name}
      submitLabel={t('orgs.rename.submit')}
      isPending={rename.isPending}
      onSubmit={(name, fail) => {
        if (!org) return
        rename.mutate(
          { id: org.id, name },
          {
            onSuccess: (renamed) => {
              toast.success(t('orgs.rename.done', { name: renamed.name }))
              refresh()
              onClose()
            },
            onError: fail,
          },
        )
      }}
    />
  )
}
