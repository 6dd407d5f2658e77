import { Button } from '@pb/ui/button'
import { CoinsIcon, MenuIcon, WalletIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BrandLink } from '../../components/brand-link'
import { OnceOpened } from '../../components/lazy-dialog'
import { LogoutButton } from '../../components/logout-button'
import { PreferenceControls } from '../../components/preference-controls'
import { formatMoney, formatPoints } from '../../lib/format'
import { LiveIndicator } from '../live/live-indicator'
import { LazyMemberMenuDrawer } from '../member/lazy-member-menu-drawer'
import { useMemberUser } from '../member/use-member-user'
import { RoundStatus } from './round-status'
import { useMeasuredHeight } from './use-height-variable'

interface GameHeaderProps {
  onShowMoneyHistory: () => void
  onShowPointHistory: () => void
}

/** docs/product.md §2.3: round, countdown, balance, login id, money and point history, logout. */
export function GameHeader({ onShowMoneyHistory, onShowPointHistory }: GameHeaderProps) {
  const { t } = useTranslation()
  const user = useMemberUser()
  const [menuOpen, setMenuOpen] = useState(false)
  const header = useRef<HTMLElement>(null)
  // The game tab's view switch sticks right below this header.
  useMeasuredHeight(header, '--game-header-height')

  return (
    <header ref={header} className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-2 py-2 sm:px-6">
        <div className="flex items-center gap-1">
          {/* The game page has no side menu: the member reaches the other pages through the drawer. */}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('common.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon aria-hidden />
          </Button>
          <BrandLink to="/game" />
        </div>
        {/* On a phone the round gets a row of its own under the account. */}
        <RoundStatus className="order-last w-full justify-between sm:order-none sm:w-auto sm:justify-start" />
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-2">
          {user && (
            <div className="mr-1 flex min-w-[6.5rem] flex-col text-right text-sm leading-tight">
              <span className="flex items-center justify-end gap-1.5 truncate text-muted-foreground text-xs">
                <LiveIndicator />
                <span className="sr-only">{t('user.loginId')}</span>
                <span data-app-value>{user.loginId}</span>
              </span>
              <span
                className="flex items-baseline justify-end gap-1.5 whitespace-nowrap tabular-nums"
                data-app-value
              >
                <span className="font-semibold">
                  <span className="sr-only">{t('user.moneyBal')} </span>
                  <span data-testid="game-balance">{formatMoney(user.moneyBal)}</span>
                </span>
                <span className="text-muted-foreground text-xs">
                  <span className="sr-only">{t('user.pointBal')} </span>
                  <span data-testid="game-points">{formatPoints(user.pointBal)}</span>
                </span>
              </span>
            </div>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="hidden px-2 sm:inline-flex"
            onClick={onShowMoneyHistory}
            aria-label={t('game.moneyHistory')}
          >
            <WalletIcon aria-hidden />
            <span className="hidden lg:inline">{t('game.moneyHistory')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="hidden px-2 sm:inline-flex"
            onClick={onShowPointHistory}
            aria-label={t('game.pointHistory')}
          >
            <CoinsIcon aria-hidden />
            <span className="hidden lg:inline">{t('game.pointHistory')}</span>
          </Button>
          <PreferenceControls className="hidden sm:flex" />
          <LogoutButton area="member" />
        </div>
      </div>
      <OnceOpened open={menuOpen}>
        <LazyMemberMenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
      </OnceOpened>
    </header>
  )
}
