import { Button } from '@pb/ui/button'
import { GitBranchPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import type { AdminOrg } from '../admin-types'
import { DataTable } from '../data-table/data-table'
import { reportTableProps, wholePage } from '../data-table/report-table'
import { useKstToday } from '../shared/use-kst-today'
import { ViewHeader } from '../shared/view-header'
import { CommissionDialog } from './commission-dialog'
import { CreateOrgDialog } from './create-org-dialog'
import { useOrgColumns } from './org-columns'
import { mayOpenBelow } from './org-permissions'
import { type OrgAction, rowMenuOf } from './org-row-actions'
import { OrgStatusDialog } from './org-status-dialog'
import { RenameOrgDialog } from './rename-org-dialog'
import { useOrgTree } from './use-org-tree'

/**
 * The caller's network as an indented tree table: each branch's head, people, rates (with a change
 * waiting for tomorrow) and status, and the actions the caller may take on it, each in a dialog.
 */
export function OrgTreePanel() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const tree = useOrgTree()
  const today = useKstToday()
  const [action, setAction] = useState<{ kind: OrgAction; org: AdminOrg }>()
  // The row whose menu opened the last dialog: kept after the action ends, as a closing dialog
  // still reads it to hand focus back.
  const [menuOrg, setMenuOrg] = useState<number>()
  const acting = (kind: OrgAction) => (action?.kind === kind ? action.org : undefined)
  const close = () => setAction(undefined)
  const opener = () => (menuOrg === undefined ? null : rowMenuOf(menuOrg))
  const columns = useOrgColumns({
    own: tree.own,
    today,
    onAction: (kind, org) => {
      setMenuOrg(org.id)
      setAction({ kind, org })
    },
  })
  const rating = acting('rates')

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader
        title={t('orgs.title')}
        help={t('orgs.help')}
        aside={
          tree.own &&
          mayOpenBelow(tree.own) && (
            <Button
              onClick={() => {
                if (!tree.own) return
                setMenuOrg(undefined)
                setAction({ kind: 'create', org: tree.own })
              }}
            >
              <GitBranchPlusIcon aria-hidden />
              {t('orgs.actions.createChild')}
            </Button>
          )
        }
      />
      <DataTable
        {...reportTableProps}
        tableId="orgs"
        label={t('orgs.tableLabel')}
        columns={columns}
        page={tree.data && wholePage(tree.data.items)}
        isFetching={tree.isFetching && tree.data !== undefined}
        error={tree.isError ? sayRefusal(tree.error, t('orgs.loadFailed')) : undefined}
        emptyMessage={t('orgs.empty')}
        getRowId={(row) => String(row.id)}
        rowClassName={(row) => (row.suspended ? 'text-muted-foreground' : undefined)}
      />
      <CreateOrgDialog parent={acting('create')} opener={opener} onClose={close} />
      <RenameOrgDialog org={acting('rename')} opener={opener} onClose={close} />
      <OrgStatusDialog org={acting('status')} opener={opener} onClose={close} />
      <CommissionDialog
        org={rating}
        opener={opener}
        parent={rating && tree.data?.items.find((org) => org.id === rating.parentId)}
        onClose={close}
      />
    </div>
  )
}
