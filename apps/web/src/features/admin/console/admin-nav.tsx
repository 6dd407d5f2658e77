import { cn } from '@pb/ui/lib/cn'
import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/session-store'
import { linkOf, menuEntryOf } from './admin-menu'
import { menuFor } from './menu-for-role'

const pill =
  'inline-flex shrink-0 items-center whitespace-nowrap rounded-md px-3 py-1.5 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** The top menu: the groups, then the chosen group's sub-menus; both scroll sideways on a phone. */
export function AdminNav() {
  const { t } = useTranslation('admin')
  const role = useSession('admin').user?.roleCode ?? 'SHOP'
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const menu = menuFor(role)
  const current = menuEntryOf(pathname)
  const group = menu.find((entry) => entry.group === current?.group) ?? menu[0]

  return (
    <nav
      aria-label={t('menu.label')}
      className="flex flex-col gap-2 border-b bg-background px-3 py-2 sm:px-6"
    >
      <ul data-app-value className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-0.5">
        {menu.map((entry) => {
          const [first] = entry.items
          const active = entry.group === group?.group
          return first ? (
            <li key={entry.group}>
              <Link
                {...linkOf(first)}
                aria-current={active ? 'true' : undefined}
                className={cn(pill, active ? 'bg-primary text-primary-foreground' : 'hover:bg-accent')}
              >
                {t(`menu.groups.${entry.group}`)}
              </Link>
            </li>
          ) : null
        })}
      </ul>
      {group && (
        <ul
          data-app-value
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-0.5"
          aria-label={t(`menu.groups.${group.group}`)}
        >
          {group.items.map((item) => (
            <li key={item.id}>
              <Link
                {...linkOf(item)}
                activeOptions={{ includeSearch: false }}
                className={cn(pill, 'border border-transparent text-muted-foreground hover:text-foreground')}
                activeProps={{ className: 'border-primary! text-primary!', 'aria-current': 'page' }}
              >
                {t(`menu.items.${item.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
