import { Alert, AlertDescription } from '@pb/ui/alert'
import { Button } from '@pb/ui/button'
import { CircleAlertIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** docs/product.md §8: a refused approval or rejection stays on screen until dismissed or the next decision. */
export function FailureBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Alert variant="destructive" className="pr-12">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{message}</AlertDescription>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1.5 right-1.5 size-8 text-destructive hover:text-destructive"
        aria-label={t('cashier.live.dismiss')}
        onClick={onDismiss}
      >
        <XIcon aria-hidden />
      </Button>
    </Alert>
  )
}
