import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { fieldErrorsOf } from '../../lib/field-errors'
import { trpc } from '../../trpc/client'

const fields = ['nickname', 'phone', 'email'] as const
type Field = (typeof fields)[number]

const inputProps: Record<Field, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  nickname: { type: 'text', autoComplete: 'nickname' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
}

/**
 * The member edits what docs/product.md §5.4 lets them: nickname, phone and email. The server checks every field
 * and answers the refused ones by name, each shown under its input; the saved record (the phone as
 * 010-1234-5678) replaces the form's values.
 */
export function ProfileEditCard() {
  const { t } = useTranslation('account')
  const { t: refusals } = useTranslation('refusals', { bindI18nStore: 'added' })
  const ids = { nickname: useId(), phone: useId(), email: useId() }
  const queryClient = useQueryClient()
  const { data: user } = useSuspenseQuery(trpc.users.profile.queryOptions())
  const [values, setValues] = useState<Record<Field, string>>({
    nickname: user.nickname,
    phone: user.phone,
    email: user.email,
  })
  const update = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.users.profile.queryKey(), saved)
        setValues({ nickname: saved.nickname, phone: saved.phone, email: saved.email })
        toast.success(t('edit.saved'))
      },
    }),
  )
  const refused = fieldErrorsOf(update.error)
  const unnamed = update.error && Object.keys(refused).length === 0 ? update.error : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const changed = fields.filter((field) => values[field] !== user[field])
    if (changed.length === 0) return toast.info(t('edit.unchanged'))
    update.mutate(Object.fromEntries(changed.map((field) => [field, values[field]])))
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('edit.title')}</CardTitle>
        <CardDescription>{t('edit.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('edit.title')}>
          {unnamed && <ErrorAlert error={unnamed} fallback={t('edit.failed')} />}
          {fields.map((field) => (
            <div key={field} className="flex flex-col gap-1.5">
              <Label htmlFor={ids[field]}>{t(`edit.${field}`)}</Label>
              <Input
                id={ids[field]}
                name={field}
                {...inputProps[field]}
                placeholder={field === 'nickname' ? undefined : t(`edit.${field}Placeholder`)}
                value={values[field]}
                aria-invalid={refused[field] ? true : undefined}
                aria-describedby={refused[field] ? `${ids[field]}-error` : undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }))
                  update.reset()
                }}
              />
              {refused[field] && (
                <p id={`${ids[field]}-error`} className="text-destructive text-sm" role="alert">
                  {refusals('fieldIssue.beside', { message: refused[field], defaultValue: refused[field] })}
                </p>
              )}
            </div>
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
