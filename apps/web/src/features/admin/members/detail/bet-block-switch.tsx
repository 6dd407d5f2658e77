import { Label } from '@pb/ui/label'
import { Switch } from '@pb/ui/switch'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { useRefreshMembers } from '../use-refresh-members'

/** docs/product.md §2.5: betting allowed or blocked, applied at once; a refusal shows 'change failed' (docs/product.md §8). */
export function BetBlockSwitch({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const id = useId()
  const refresh = useRefreshMembers()
  const setBlock = useMutation(trpc.admin.users.setBetBlock.mutationOptions())
  // While the change travels the switch shows where it is going.
  const blocked = setBlock.isPending ? setBlock.variables.betBlocked === 1 : member.betBlocked

  function change(allowed: boolean) {
    setBlock.mutate(
      { id: member.id, betBlocked: allowed ? 0 : 1 },
      {
        onSuccess: (updated) =>
          toast.success(
            t(
              updated.betBlocked
                ? 'members.detail.betBlock.nowBlocked'
                : 'members.detail.betBlock.nowAllowed',
              {
                loginId: updated.loginId,
              },
            ),
          ),
        onError: (error) =>
          toast.error(t('members.detail.betBlock.failed'), { description: sayRefusal(error) }),
        onSettled: refresh,
      },
    )
  }

  return (
    <div className="flex items-center gap-2.5 rounded-md border px-3 py-2">
      <Switch
        id={id}
        aria-label={t('members.detail.betBlock.label')}
        checked={!blocked}
        disabled={setBlock.isPending}
        onCheckedChange={change}
      />
      <Label htmlFor={id} className={blocked ? 'text-destructive' : undefined}>
        {blocked ? t('members.detail.betBlock.blocked') : t('members.detail.betBlock.allowed')}
      </Label>
    </div>
  )
}
