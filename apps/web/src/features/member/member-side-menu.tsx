import { Separator } from '@pb/ui/separator'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PreferenceControls } from '../../components/preference-controls'
import { ServerClock } from '../../components/server-clock'
import { formatMoney, formatPoints } from '../../lib/format'
import { roleLabel } from '../../lib/labels'
import { UnreadBadge } from '../messages/unread-badge'
import { memberNavItems } from './member-nav-items'
import { useMemberUser } from './use-member-user'

interface MemberSideMenuProps {
  /** The drawer also carries what the narrow top bar has no room for. */
  inDrawer?: boolean
  onNavigate?: () => void
}

export function MemberSideMenu({ inDrawer = false, onNavigate }: MemberSideMenuProps) {
  const { t } = useTranslation()
  const user = useMemberUser()

  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-col gap-1 p-4">
        <p className="truncate font-semibold text-lg">{user?.nickname}</p>
        {user && (
          <p className="truncate text-muted-foreground text-sm">
            {roleLabel(user)} · {user.orgName}
          </p>
        )}
        {inDrawer && user && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('user.loginId')}</dt>
            <dd className="truncate">{user.loginId}</dd>
            <dt className="text-muted-foreground">{t('user.moneyBal')}</dt>
            <dd className="tabular-nums">{formatMoney(user.moneyBal)}</dd>
            <dt className="text-muted-foreground">{t('user.pointBal')}</dt>
            <dd className="tabular-nums">{formatPoints(user.pointBal)}</dd>
          </dl>
        )}
        {inDrawer && <ServerClock className="mt-1" />}
        <p className="mt-1 text-muted-foreground text-xs">{t('app.platform')}</p>
      </div>
      <Separator />
      <nav aria-label={t('common.menu')} className="flex flex-col gap-1 p-2">
        {memberNavItems.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-md px-3 py-2.5 font-medium text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            activeProps={{ className: 'bg-accent text-accent-foreground', 'aria-current': 'page' }}
          >
            <Icon className="size-4" aria-hidden />
            {t(`memberNav.${label}`)}
            {to === '/inbox' && <UnreadBadge className="ml-auto" />}
          </Link>
        ))}
      </nav>
      {inDrawer && <PreferenceControls className="mt-auto justify-end p-2" />}
    </div>
  )
}
