import { passwordLength } from '@pb/contract/limits'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import { ChangePasswordForm } from '../auth/change-password-form'

/** docs/product.md §5.4: the member changes their own password. */
export function ChangePasswordCard() {
  const { t } = useTranslation()
  const change = useMutation(trpc.users.changePassword.mutationOptions())

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.help', { min: passwordLength.min })}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="max-w-sm">
          <ChangePasswordForm
            isPending={change.isPending}
            onSubmit={async (input) => {
              await change.mutateAsync(input)
              toast.success(t('profile.password.changed'))
            }}
          />
        </div>
      </CardContent>
    </Card>
  )
}
