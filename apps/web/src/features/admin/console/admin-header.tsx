import { Badge } from '@pb/ui/badge'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { BrandLink } from '../../../components/brand-link'
import { PreferenceControls } from '../../../components/preference-controls'
import { ServerClock } from '../../../components/server-clock'
import { ArchiveEveryoneButton } from '../archive/archive-everyone-button'
import { useOpenInquiries } from '../messages/use-open-inquiries'
import { AccountMenu } from './account-menu'
import { menuItem } from './admin-menu'
import { AlertMuteToggle } from './alert-mute-toggle'
import { BeaconHealth } from './beacon-health'
import { PendingCounter } from './pending-counter'
import { usePendingApprovals } from './use-pending-approvals'
import { usePendingCounts } from './use-pending-counts'

/**
 * docs/product.md §2.5 header: clock, the draw beacon's health, pending counters (SUPER's proposals too), SUPER's
 * settlement button and the administrator's account menu. One row on a very wide screen; below 2xl
 * two rows: the brand with the actions, then the live figures (below lg the language, theme and
 * sound switches move into the account menu).
 */
export function AdminHeader() {
  const { t } = useTranslation('admin')
  const mayApprove = useMayPerform('approvals.decide')
  const pending = usePendingCounts()
  const approvals = usePendingApprovals(mayApprove)
  const openInquiries = useOpenInquiries()

  return (
    <header className="border-b bg-background">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <div className="flex items-center gap-2">
          <BrandLink to="/admin" />
          <Badge variant="secondary">{t('console')}</Badge>
        </div>
        {/* Wraps rather than widening the page when the counters' words are long (English on a phone). */}
        <div className="order-last flex w-full min-w-0 flex-wrap items-center justify-between gap-2 2xl:order-none 2xl:w-auto 2xl:justify-start 2xl:gap-4">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <ServerClock timeOnlyOnPhone />
            <BeaconHealth />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <PendingCounter
              label={t('header.pendingTopups')}
              count={pending?.topup}
              item={menuItem('liveTopups')}
            />
            <PendingCounter
              label={t('header.pendingWithdrawals')}
              count={pending?.withdrawal}
              item={menuItem('liveWithdrawals')}
            />
            <PendingCounter
              label={t('header.openInquiries')}
              count={openInquiries}
              item={menuItem('inquiries')}
            />
            {/* SUPER's own: the prerendered console keeps their place unseen (build/console-markup.tsx). */}
            {mayApprove && (
              <span className="contents" data-app-value>
                <PendingCounter
                  label={t('header.pendingApprovals')}
                  count={approvals}
                  item={menuItem('approvals')}
                />
              </span>
            )}
            <div className="hidden lg:block">
              <AlertMuteToggle />
            </div>
          </div>
        </div>
        <div className="ml-auto flex items-center gap-1.5">
          {mayApprove && (
            <span className="contents" data-app-value>
              <ArchiveEveryoneButton />
            </span>
          )}
          <PreferenceControls className="hidden lg:flex" />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
