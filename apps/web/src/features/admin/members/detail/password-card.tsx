import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { KeyRoundIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { isProposed } from '../../approvals/proposed'
import { FormField } from '../../shared/form-field'

/** docs/product.md §5.6: at least 4 characters after trimming. */
const minPasswordLength = 4

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
  const id = useId()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string>()
  const [sent, setSent] = useState<number>()
  const setLogin = useMutation(trpc.admin.users.setPassword.mutationOptions())
  const setPoint = useMutation(trpc.admin.users.setPointPassword.mutationOptions())
  const save = kind === 'login' ? setLogin : setPoint

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    if (password.trim().length < minPasswordLength) return setProblem(t('members.detail.passwords.tooShort'))
    save.mutate(
      { id: member.id, password },
      {
        onSuccess: (answer: object) => {
          setPassword('')
          setProblem(undefined)
          if (isProposed(answer)) {
            setSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          setSent(undefined)
          toast.success(t(words.done))
        },
        onError: (error) => setProblem(`${t(words.failed)}: ${sayRefusal(error)}`),
      },
    )
  }

  return (
    <Card className="gap-4 py-5" data-testid={`password-${kind}`}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t(words.title)}</CardTitle>
        <CardDescription>{t(words.help)}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={id} label={t(words.label)}>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              maxLength={100}
              placeholder={t('members.detail.passwords.placeholder')}
              value={password}
              onChange={(event) => {
                setProblem(undefined)
                setSent(undefined)
                setPassword(event.target.value)
              }}
            />
          </FormField>
          {problem && <ErrorAlert message={problem} />}
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
