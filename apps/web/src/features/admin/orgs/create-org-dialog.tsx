import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'
import type { AdminOrg } from '../admin-types'
import { childLevelOf } from './org-levels'
import { OrgNameDialog } from './org-name-dialog'
import { useRefreshOrgs } from './use-org-tree'

/** Opens a branch one level under `parent`; it has no head until an administrator joins it. */
export function CreateOrgDialog({
  parent,
  opener,
  onClose,
}: {
  parent: AdminOrg | undefined
  opener?: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const create = useMutation(trpc.admin.orgs.create.mutationOptions())
  const refresh = useRefreshOrgs()
  const level = parent && childLevelOf(parent)
  return (
    <OrgNameDialog
      open={parent !== undefined}
      onClose={onClose}
      opener={opener}
      title={t('orgs.create.title')}
      description={
        parent && level
          ? t('orgs.create.description', { parent: parent.name, level: t(`orgs.levels.${level}`) })
          : ''
      }
      submitLabel={t('orgs.create.submit')}
      isPending={create.isPending}
      onSubmit={(name, fail) => {
        if (!parent) return
        create.mutate(
          { parentId: parent.id, name },
          {
            onSuccess: (created) => {
              toast.success(t('orgs.create.done', { name: created.name }))
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
