import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { ShieldOffIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { isProposed } from '../../approvals/proposed'
import { ConfirmActionDialog } from '../../shared/confirm-action-dialog'
import { useRefreshMembers } from '../use-refresh-members'

/**
 * A subordinate administrator's second factor and, when they have one, its reset (a lost
 * authenticator) after a confirmation: the server removes it and ends every sign-in of theirs.
 * A SUPER's reset is proposed instead: it applies once another SUPER approves it.
 */
export function TwoFactorResetCard({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [sent, setSent] = useState<number>()
  const refresh = useRefreshMembers()
  const reset = useMutation(trpc.admin.users.resetTotp.mutationOptions())

  function confirm() {
    reset.mutate(
      { id: member.id },
      {
        onSuccess: (answer) => {
          setProblem(undefined)
          if (isProposed(answer)) {
            setSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          setSent(undefined)
          toast.success(t('members.detail.twoFactor.done', { loginId: member.loginId }))
        },
        onError: (error) =>
          setProblem(
            t('members.detail.twoFactor.failedWith', {
              message: sayRefusal(error, t('members.detail.unknownError')),
            }),
          ),
        onSettled: () => {
          setConfirming(false)
          refresh()
        },
      },
    )
  }

  return (
    <Card className="gap-4 py-5" data-testid="two-factor-reset">
      <CardHeader className="px-5">
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">{t('members.detail.twoFactor.title')}</CardTitle>
          <Badge variant={member.totpEnabled ? 'default' : 'secondary'}>
            {member.totpEnabled ? t('account.totpOn') : t('account.totpOff')}
          </Badge>
        </div>
        <CardDescription>
          {member.totpEnabled ? t('members.detail.twoFactor.help') : t('members.detail.twoFactor.offHelp')}
        </CardDescription>
      </CardHeader>
      {sent !== undefined && (
        <CardContent className="px-5">
          <ProposalSent ids={[sent]} />
        </CardContent>
      )}
      {member.totpEnabled && (
        <CardContent className="grid gap-4 px-5">
          {problem && <ErrorAlert message={problem} />}
          <Button variant="outline" className="justify-self-end" onClick={() => setConfirming(true)}>
            <ShieldOffIcon aria-hidden />
            {t('members.detail.twoFactor.reset')}
          </Button>
        </CardContent>
      )}
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('members.detail.twoFactor.confirmTitle', { loginId: member.loginId })}
        description={t('members.detail.twoFactor.confirmDescription')}
        confirmLabel={t('members.detail.twoFactor.confirm')}
        destructive
        isPending={reset.isPending}
        onConfirm={confirm}
      />
    </Card>
  )
}
