import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { useTranslation } from 'react-i18next'
import { SessionList } from '../../sessions/session-list'

/** The administrator's signed-in devices, each with a sign-out button. */
export function SessionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('sessions.title')}</DialogTitle>
          <DialogDescription>{t('sessions.description')}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60dvh] overflow-y-auto">{open && <SessionList area="admin" />}</div>
      </DialogContent>
    </Dialog>
  )
}
