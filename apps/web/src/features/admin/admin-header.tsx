import { Badge } from '@pb/ui/badge'
import { ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/session-store'
import { BrandLink } from '../../components/brand-link'
import { LogoutButton } from '../../components/logout-button'
import { PreferenceControls } from '../../components/preference-controls'
import { ServerClock } from '../../components/server-clock'
import { roleLabel } from '../../lib/labels'
import type { AdminMenuSelection } from './admin-menu'
import { PendingCounter } from './pending-counter'

export function AdminHeader({ onSelect }: { onSelect: (selection: AdminMenuSelection) => void }) {
  const { t } = useTranslation()
  const { user } = useSession('admin')
  const identity = user ? t('admin.signedInAs', { loginId: user.loginId, role: roleLabel(user) }) : undefined

  return (
    <header className="border-b bg-background">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <div className="flex items-center gap-2">
          <BrandLink to="/admin" />
          <Badge variant="secondary">{t('admin.console')}</Badge>
        </div>
        <ServerClock />
        <div className="flex flex-wrap items-center gap-2">
          <PendingCounter
            label={t('admin.pendingTopups')}
            onOpen={() => onSelect({ group: 'cashier', item: 'liveTopups' })}
          />
          <PendingCounter
            label={t('admin.pendingWithdrawals')}
            onOpen={() => onSelect({ group: 'cashier', item: 'liveWithdrawals' })}
          />
        </div>
        <div className="ml-auto flex min-w-0 max-w-full items-center gap-2">
          {user && (
            <span className="inline-flex min-w-0 items-center gap-1.5 text-sm">
              <ShieldCheckIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="truncate" title={identity}>
                {identity}
              </span>
            </span>
          )}
          <PreferenceControls />
          <LogoutButton area="admin" />
        </div>
      </div>
    </header>
  )
}
