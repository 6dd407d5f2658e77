import { AlertDialogTrigger } from '@pb/ui/alert-dialog'
import { Button } from '@pb/ui/button'
import { LogOutIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../auth/area'
import { LogoutDialog } from './logout-dialog'

/** Logout behind a confirmation; the label hides on narrow screens but stays the accessible name. */
export function LogoutButton({ area }: { area: Area }) {
  const { t } = useTranslation()
  return (
    <LogoutDialog
      area={area}
      trigger={
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm">
            <LogOutIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('logout.button')}</span>
          </Button>
        </AlertDialogTrigger>
      }
    />
  )
}
