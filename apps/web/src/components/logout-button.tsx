import { Button } from '@pb/ui/button'
import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../auth/area'
import { lazyDialog, OnceOpened } from './lazy-dialog'

const LogoutDialog = lazyDialog(() => import('./logout-dialog').then(({ LogoutDialog }) => LogoutDialog))

/** Logout behind a confirmation; the label hides on narrow screens but stays the accessible name. */
export function LogoutButton({ area }: { area: Area }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <LogOutIcon aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('logout.button')}</span>
      </Button>
      <OnceOpened open={open}>
        <LogoutDialog area={area} open={open} onOpenChange={setOpen} />
      </OnceOpened>
    </>
  )
}
