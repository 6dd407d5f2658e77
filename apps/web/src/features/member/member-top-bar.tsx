import { Button } from '@pb/ui/button'
import { MenuIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { BrandLink } from '../../components/brand-link'
import { LogoutButton } from '../../components/logout-button'
import { PreferenceControls } from '../../components/preference-controls'
import { ServerClock } from '../../components/server-clock'
import { formatMoney, formatPoints } from '../../lib/format'
import { LiveIndicator } from '../live/live-indicator'
import { useMemberUser } from './use-member-user'

/** docs/product.md §2.1: 64px bar with id, nickname, balance, points, server clock, logout and the narrow-screen menu button. */
export function MemberTopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation()
  const user = useMemberUser()

  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-4 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('common.openMenu')}
        onClick={onOpenMenu}
      >
        <MenuIcon aria-hidden />
      </Button>
      <BrandLink to="/game" />
      <ServerClock className="hidden lg:inline-flex" />
      <div className="ml-auto flex min-w-0 items-center gap-3 sm:gap-4">
        {user && (
          <>
            <div className="hidden min-w-0 flex-col text-right text-sm leading-tight sm:flex">
              <span className="flex items-center justify-end gap-1.5 truncate font-medium">
                <LiveIndicator />
                {user.loginId}
              </span>
              <span className="truncate text-muted-foreground">{user.nickname}</span>
            </div>
            <div className="flex min-w-[6.5rem] flex-col text-right text-sm leading-tight tabular-nums">
              <span className="font-semibold">
                <span className="sr-only">{t('user.moneyBal')} </span>
                <span data-testid="top-bar-balance">{formatMoney(user.moneyBal)}</span>
              </span>
              <span className="text-muted-foreground text-xs sm:text-sm">
                <span className="sr-only">{t('user.pointBal')} </span>
                {formatPoints(user.pointBal)}
              </span>
            </div>
          </>
        )}
        <PreferenceControls className="hidden sm:flex" />
        <LogoutButton area="member" />
      </div>
    </header>
  )
}
