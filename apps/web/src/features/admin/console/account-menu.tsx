import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@pb/ui/dropdown-menu'
import {
  BellIcon,
  BellOffIcon,
  ChevronDownIcon,
  KeyRoundIcon,
  LanguagesIcon,
  LogOutIcon,
  MonitorSmartphoneIcon,
  MoonIcon,
  ShieldCheckIcon,
  ShieldEllipsisIcon,
  SunIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/session-store'
import { lazyDialog, OnceOpened } from '../../../components/lazy-dialog'
import { setLanguage } from '../../../i18n/i18n'
import { roleLabel } from '../../../lib/labels'
import { setTheme, useTheme } from '../../../theme/theme'
import { setAlertMuted, useAlertMuted } from '../live/request-alert'

// Loaded as lazyDialog says: the console's first load carries none of them.
const ChangePasswordDialog = lazyDialog(() =>
  import('./change-password-dialog').then(({ ChangePasswordDialog }) => ChangePasswordDialog),
)
const TwoFactorDialog = lazyDialog(() =>
  import('./two-factor-dialog').then(({ TwoFactorDialog }) => TwoFactorDialog),
)
const LogoutDialog = lazyDialog(() =>
  import('../../../components/logout-dialog').then(({ LogoutDialog }) => LogoutDialog),
)
const SessionsDialog = lazyDialog(() =>
  import('./sessions-dialog').then(({ SessionsDialog }) => SessionsDialog),
)

/**
 * The signed-in administrator: who and in which role, their password, second factor, devices and
 * logout. On a phone it also
 * holds the language, theme and alert-sound switches the header has no room for.
 */
export function AccountMenu() {
  const { t, i18n } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const { user } = useSession('admin')
  const theme = useTheme()
  const muted = useAlertMuted()
  const [dialog, setDialog] = useState<'password' | 'twoFactor' | 'sessions' | 'logout'>()
  const dialogProps = (name: NonNullable<typeof dialog>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : undefined),
  })
  if (!user) return null
  const otherLanguage = i18n.resolvedLanguage === 'en' ? 'ko' : 'en'
  const role = roleLabel(user)

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="min-w-0 max-w-56" data-testid="account-menu">
            <ShieldCheckIcon className="text-primary" aria-hidden />
            <span className="sr-only">{t('header.account')}</span>
            <span className="truncate" data-app-value>
              {user.loginId}
            </span>
            <span className="hidden text-muted-foreground xl:inline" data-app-value>
              {role}
            </span>
            <ChevronDownIcon className="text-muted-foreground" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-medium text-foreground text-sm">
                {user.name || user.loginId}
              </span>
              <Badge variant="secondary" className="shrink-0">
                {role}
              </Badge>
            </span>
            <span className="truncate">{[user.loginId, user.orgName].filter(Boolean).join(' · ')}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('password')}>
            <KeyRoundIcon aria-hidden />
            {t('account.changePassword')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('twoFactor')}>
            <ShieldEllipsisIcon aria-hidden />
            {t('account.twoFactor')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('sessions')}>
            <MonitorSmartphoneIcon aria-hidden />
            {t('account.sessions')}
          </DropdownMenuItem>
          {/* The header shows these switches from lg up. */}
          <div className="lg:hidden">
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => setLanguage(otherLanguage)}>
              <LanguagesIcon aria-hidden />
              <span lang={otherLanguage}>{tr(`languages.${otherLanguage}`)}</span>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
              {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
              {theme === 'dark' ? tr('theme.toLight') : tr('theme.toDark')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setAlertMuted(!muted)}>
              {muted ? <BellIcon aria-hidden /> : <BellOffIcon aria-hidden />}
              {muted ? t('header.unmute') : t('header.mute')}
            </DropdownMenuItem>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('logout')}>
            <LogOutIcon aria-hidden />
            {tr('logout.button')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <OnceOpened open={dialog === 'password'}>
        <ChangePasswordDialog {...dialogProps('password')} />
      </OnceOpened>
      <OnceOpened open={dialog === 'twoFactor'}>
        <TwoFactorDialog {...dialogProps('twoFactor')} />
      </OnceOpened>
      <OnceOpened open={dialog === 'sessions'}>
        <SessionsDialog {...dialogProps('sessions')} />
      </OnceOpened>
      <OnceOpened open={dialog === 'logout'}>
        <LogoutDialog area="admin" {...dialogProps('logout')} />
      </OnceOpened>
    </>
  )
}
