import { Button } from '@pb/ui/button'
import { CoinsIcon, WalletIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { BrandLink } from '../../components/brand-link'
import { LogoutButton } from '../../components/logout-button'
import { PreferenceControls } from '../../components/preference-controls'
import { formatMoney } from '../../lib/format'
import { useMemberUser } from '../member/use-member-user'

interface GameHeaderProps {
  onShowMoneyHistory: () => void
  onShowPointHistory: () => void
}

export function GameHeader({ onShowMoneyHistory, onShowPointHistory }: GameHeaderProps) {
  const { t } = useTranslation()
  const user = useMemberUser()

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-6">
        <BrandLink to="/game" />
        {user && (
          <div className="flex min-w-0 items-baseline gap-2 text-sm">
            <span className="truncate font-medium">{user.loginId}</span>
            <span className="font-semibold tabular-nums">
              <span className="sr-only">{t('user.moneyBal')} </span>
              {formatMoney(user.moneyBal)}
            </span>
          </div>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" size="sm" onClick={onShowMoneyHistory}>
            <WalletIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('game.moneyHistory')}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onShowPointHistory}>
            <CoinsIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('game.pointHistory')}</span>
          </Button>
          <PreferenceControls />
          <LogoutButton area="member" />
        </div>
      </div>
    </header>
  )
}
