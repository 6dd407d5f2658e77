import { Button } from '@pb/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@pb/ui/dropdown-menu'
import { BanIcon, EllipsisIcon, GitBranchPlusIcon, PencilIcon, PercentIcon, PlayIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminOrg } from '../admin-types'
import { mayGovern, mayOpenBelow } from './org-permissions'

export type OrgAction = 'create' | 'rename' | 'rates' | 'status'

/** The menu button of a branch's row, found again to take focus back when an action's dialog closes. */
export const rowMenuOf = (orgId: number) => document.querySelector<HTMLElement>(`[data-org-menu="${orgId}"]`)

/** A branch's actions in a menu, only those the caller may take on it. */
export function OrgRowActions({
  org,
  own,
  onAction,
}: {
  org: AdminOrg
  own: AdminOrg
  onAction: (action: OrgAction, org: AdminOrg) => void
}) {
  const { t } = useTranslation('admin')
  const governs = mayGovern(org, own)
  const choose = (action: OrgAction) => () => onAction(action, org)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          data-org-menu={org.id}
          variant="outline"
          size="sm"
          className="h-7 px-2 text-foreground"
          aria-label={t('orgs.actions.menuOf', { name: org.name })}
        >
          <EllipsisIcon aria-hidden />
          <span className="hidden lg:inline">{t('orgs.actions.menu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {mayOpenBelow(org) && (
          <DropdownMenuItem onSelect={choose('create')}>
            <GitBranchPlusIcon aria-hidden />
            {t('orgs.actions.createChild')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={choose('rename')}>
          <PencilIcon aria-hidden />
          {t('orgs.actions.rename')}
        </DropdownMenuItem>
        {governs && (
          <DropdownMenuItem onSelect={choose('rates')}>
            <PercentIcon aria-hidden />
            {t('orgs.actions.rates')}
          </DropdownMenuItem>
        )}
        {governs && (
          <>
            <DropdownMenuSeparator />
            {org.status === 'ACTIVE' ? (
              <DropdownMenuItem
                className="text-destructive focus:text-destructive"
                onSelect={choose('status')}
              >
                <BanIcon aria-hidden />
                {t('orgs.actions.suspend')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={choose('status')}>
                <PlayIcon aria-hidden />
                {t('orgs.actions.resume')}
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
