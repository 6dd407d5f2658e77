import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@pb/ui/alert-dialog'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { LogOutIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../auth/area'
import { useLogout } from '../auth/use-logout'

/** Logout behind a confirmation; the label hides on narrow screens but stays the accessible name. */
export function LogoutButton({ area }: { area: Area }) {
  const { t } = useTranslation()
  const { signOut, isSigningOut } = useLogout(area)

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <LogOutIcon aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('logout.button')}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('logout.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('logout.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isSigningOut}>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={isSigningOut}
            onClick={(event) => {
              // Keep the dialog open until the session is gone and the login page takes over.
              event.preventDefault()
              void signOut()
            }}
          >
            {isSigningOut && <Spinner />}
            {t('logout.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
