import { Link } from '@tanstack/react-router'
import { ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminOrg } from '../admin-types'
import { OrgLevelBadge } from '../orgs/org-level-badge'
import type { StatementPeriod } from './statement-period'

/** The way down from the caller's own branch to the one on screen, each step back up a link. */
export function StatementBreadcrumb({
  orgs,
  orgId,
  period,
}: {
  orgs: readonly AdminOrg[]
  orgId: number
  period: StatementPeriod
}) {
  const { t } = useTranslation('admin')
  const byId = new Map(orgs.map((org) => [org.id, org]))
  const top = orgs[0]?.id
  const chain: AdminOrg[] = []
  for (let org = byId.get(orgId); org; org = org.id === top ? undefined : byId.get(org.parentId ?? -1)) {
    chain.unshift(org)
  }
  if (chain.length === 0) return null
  return (
    <nav aria-label={t('statements.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1.5 text-sm">
        {chain.map((org, index) => {
          const last = index === chain.length - 1
          return (
            <li key={org.id} className="flex min-w-0 items-center gap-1">
              {index > 0 && (
                <ChevronRightIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              {last ? (
                <span aria-current="page" className="flex items-center gap-1.5 font-semibold">
                  {org.name}
                  <OrgLevelBadge level={org.level} />
                </span>
              ) : (
                <Link
                  to="/admin/statements"
                  search={{ ...period, orgId: org.id }}
                  className="rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {org.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
