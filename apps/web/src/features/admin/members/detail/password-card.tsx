import { memberPasswordInput } from '@pb/contract/inputs/members'
import { passwordLength } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { KeyRoundIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { showServerFieldErrors } from '../../../../components/form/server-field-errors'
import { TextField } from '../../../../components/form/text-field'
import { useSchemaForm } from '../../../../components/form/use-schema-form'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { isProposed } from '../../approvals/proposed'

/** The server's check of a password an administrator sets (docs/product.md §5.6). */
const passwordSchema = memberPasswordInput.pick({ password: true })

const copy = {
  login: {
    title: 'members.detail.passwords.loginTitle',
    help: 'members.detail.passwords.loginHelp',
    label: 'members.detail.passwords.newPassword',
    submit: 'members.detail.passwords.saveLogin',
    done: 'members.detail.passwords.loginChanged',
    failed: 'members.detail.passwords.changeFailed',
  },
  point: {
    title: 'members.detail.passwords.pointTitle',
    help: 'members.detail.passwords.pointHelp',
    label: 'members.detail.passwords.newPointPassword',
    submit: 'members.detail.passwords.savePoint',
    done: 'members.detail.passwords.pointSaved',
    failed: 'members.detail.passwords.saveFailed',
  },
} as const

/**
 * The member's sign-in password (setting it ends all their sessions) or point-conversion password,
 * each with its own save. A refusal shows 'change failed' or 'save failed' (docs/product.md §8) with the reason.
 * A SUPER's new sign-in password is proposed instead: it applies once another SUPER approves it.
 */
export function PasswordCard({ member, kind }: { member: AdminMemberDetail; kind: 'login' | 'point' }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const words = copy[kind]
  const form = useSchemaForm(passwordSchema, { password: '' })
  const [sent, setSent] = useState<number>()
  const setLogin = useMutation(trpc.admin.users.setPassword.mutationOptions())
  const setPoint = useMutation(trpc.admin.users.setPointPassword.mutationOptions())
  const save = kind === 'login' ? setLogin : setPoint

  const submit = form.handleSubmit(({ password }) => {
    if (save.isPending) return
    save.mutate(
      { id: member.id, password },
      {
        onSuccess: (answer: object) => {
          form.reset()
          if (isProposed(answer)) {
            setSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          setSent(undefined)
          toast.success(t(words.done))
        },
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return
          form.setError('root', { message: `${t(words.failed)}: ${sayRefusal(error)}` })
        },
      },
    )
  })

  return (
    <Card className="gap-4 py-5" data-testid={`password-${kind}`}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t(words.title)}</CardTitle>
        <CardDescription>{t(words.help)}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form
          noValidate
          onSubmit={submit}
          onChange={() => {
            setSent(undefined)
            form.clearErrors('root')
          }}
          className="grid gap-4"
        >
          <TextField
            form={form}
            name="password"
            label={t(words.label)}
            type="password"
            autoComplete="new-password"
            maxLength={passwordLength.max}
            placeholder={t('members.detail.passwords.placeholder', { min: passwordLength.min })}
          />
          {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
          {sent !== undefined && <ProposalSent ids={[sent]} />}
          <Button type="submit" className="justify-self-end" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <KeyRoundIcon aria-hidden />}
            {t(words.submit)}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
