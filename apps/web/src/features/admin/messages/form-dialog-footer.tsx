import { Button } from '@pb/ui/button'
import { DialogFooter } from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { useTranslation } from 'react-i18next'

/** A message dialog's form ends alike: cancel, and the submit that spins while the call is under way. */
export function FormDialogFooter({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string
  pending: boolean
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <DialogFooter>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
    </DialogFooter>
  )
}
