import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@pb/ui/alert-dialog'
import { Spinner } from '@pb/ui/spinner'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../auth/area'
import { useLogout } from '../auth/use-logout'

interface LogoutDialogProps {
  area: Area
  /** The button that opens it; without one, `open` and `onOpenChange` control it. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/** docs/product.md §6: logout asks first; it then clears the area's session and goes to its login page. */
export function LogoutDialog({ area, trigger, open, onOpenChange }: LogoutDialogProps) {
  const { t } = useTranslation()
  const { signOut, isSigningOut } = useLogout(area)

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger}
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
