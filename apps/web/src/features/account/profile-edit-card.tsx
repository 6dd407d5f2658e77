import { updateProfileInput } from '@pb/contract/inputs/members'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { showServerFieldErrors } from '../../components/form/server-field-errors'
import { TextField } from '../../components/form/text-field'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { trpc } from '../../trpc/client'

const fields = ['nickname', 'phone', 'email'] as const

const inputProps = {
  nickname: { type: 'text', autoComplete: 'nickname', maxLength: textLimits.nickname },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: textLimits.phone },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: textLimits.email },
} as const

/**
 * The member edits what docs/product.md §5.4 lets them: nickname, phone and email. Each field is
 * checked as the server checks it (updateProfileInput) and a refusal shown under its input; only the
 * changed fields are sent, and the saved record (the phone as 010-1234-5678) replaces the form's values.
 */
export function ProfileEditCard() {
  const { t } = useTranslation('account')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const { data: user } = useSuspenseQuery(trpc.users.profile.queryOptions())
  const form = useSchemaForm(updateProfileInput, {
    nickname: user.nickname,
    phone: user.phone,
    email: user.email,
  })
  const update = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.users.profile.queryKey(), saved)
        form.reset({ nickname: saved.nickname, phone: saved.phone, email: saved.email })
        toast.success(t('edit.saved'))
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error)) return
        form.setError('root', { message: sayRefusal(error, t('edit.failed')) })
      },
    }),
  )

  const submit = form.handleSubmit((profile) => {
    const changed = fields.filter((field) => profile[field] !== user[field])
    if (changed.length === 0) {
      toast.info(t('edit.unchanged'))
      return
    }
    update.mutate(Object.fromEntries(changed.map((field) => [field, profile[field]])))
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('edit.title')}</CardTitle>
        <CardDescription>{t('edit.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={submit}
          onChange={() => form.clearErrors('root')}
          noValidate
          aria-label={t('edit.title')}
        >
          {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
          {fields.map((field) => (
            <TextField
              key={field}
              form={form}
              name={field}
              label={t(`edit.${field}`)}
              {...inputProps[field]}
              placeholder={field === 'nickname' ? undefined : t(`edit.${field}Placeholder`)}
            />
          ))}
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              {t('edit.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
