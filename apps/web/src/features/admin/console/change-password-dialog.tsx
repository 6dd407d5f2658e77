import { passwordLength } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'
import { ChangePasswordForm } from '../../auth/change-password-form'

/**
 * The administrator's own password. The server ends every other sign-in of the account; this one
 * stays signed in.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const change = useMutation(trpc.admin.account.changePassword.mutationOptions())

  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" closeLabel={tr('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('account.passwordTitle')}</DialogTitle>
          <DialogDescription>{t('account.passwordHelp', { min: passwordLength.min })}</DialogDescription>
        </DialogHeader>
        <ChangePasswordForm
          isPending={change.isPending}
          onSubmit={async (input) => {
            await change.mutateAsync(input)
            toast.success(t('account.passwordChanged'))
            onOpenChange(false)
          }}
          actionsClassName="flex-col-reverse sm:flex-row sm:justify-end"
          secondaryAction={
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tr('common.cancel')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  )
}
