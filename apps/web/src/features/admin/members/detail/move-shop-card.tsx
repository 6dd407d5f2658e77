import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { StoreIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { NativeSelect } from '../../../../components/native-select'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { OrgOptions } from '../../orgs/org-options'
import { useOrgTree, useRefreshOrgs } from '../../orgs/use-org-tree'
import { ConfirmActionDialog } from '../../shared/confirm-action-dialog'
import { FormField } from '../../shared/form-field'
import { useRefreshMembers } from '../use-refresh-members'

/**
 * Moves a member to another shop of the caller's subtree, after a confirmation. What the member
 * did before stays in the old shop's statements; a suspended shop is listed but cannot be chosen.
 */
export function MoveShopCard({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const id = useId()
  const tree = useOrgTree()
  const shops = tree.data?.items.filter((org) => org.level === 'SHOP') ?? []
  const [target, setTarget] = useState('')
  const [confirming, setConfirming] = useState(false)
  const refreshMembers = useRefreshMembers()
  const refreshOrgs = useRefreshOrgs()
  const move = useMutation(trpc.admin.users.move.mutationOptions())
  const chosen = shops.find((shop) => String(shop.id) === target)

  function confirm() {
    if (!chosen) return
    move.mutate(
      { id: member.id, orgId: chosen.id },
      {
        onSuccess: (moved) => {
          toast.success(t('members.detail.move.done', { loginId: moved.loginId, shop: moved.orgName }))
          setTarget('')
          setConfirming(false)
        },
        onSettled: () => {
          refreshMembers()
          refreshOrgs()
        },
      },
    )
  }

  return (
    <Card className="gap-4 py-5" data-testid="move-shop">
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t('members.detail.move.title')}</CardTitle>
        <CardDescription>{t('members.detail.move.help')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id={id} label={t('members.detail.move.target')} className="min-w-56 flex-1 sm:max-w-sm">
            <NativeSelect
              id={id}
              value={target}
              disabled={shops.length === 0}
              onChange={(event) => {
                move.reset()
                setTarget(event.target.value)
              }}
            >
              <option value="" disabled>
                {shops.length === 0 ? t('members.detail.move.noShops') : t('members.detail.move.choose')}
              </option>
              <OrgOptions
                orgs={shops}
                disabledOf={(shop) => shop.id === member.orgId || shop.suspended}
                labelOf={(shop) =>
                  shop.id === member.orgId
                    ? t('members.detail.move.currentMark', { name: shop.name })
                    : shop.suspended
                      ? t('members.detail.move.suspendedMark', { name: shop.name })
                      : shop.name
                }
              />
            </NativeSelect>
          </FormField>
          <Button variant="outline" disabled={!chosen} onClick={() => setConfirming(true)}>
            <StoreIcon aria-hidden />
            {t('members.detail.move.submit')}
          </Button>
        </div>
      </CardContent>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) move.reset()
          setConfirming(open)
        }}
        title={t('members.detail.move.confirmTitle', { loginId: member.loginId })}
        description={t('members.detail.move.confirmDescription')}
        confirmLabel={t('members.detail.move.confirm')}
        isPending={move.isPending}
        onConfirm={confirm}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 break-keep rounded-md border bg-muted/40 p-3 text-sm">
          <dt className="text-muted-foreground">{t('members.detail.move.from')}</dt>
          <dd>{member.orgName}</dd>
          <dt className="text-muted-foreground">{t('members.detail.move.to')}</dt>
          <dd className="font-medium">{chosen?.name}</dd>
        </dl>
        {move.isError && (
          <ErrorAlert
            message={t('members.detail.move.failedWith', {
              message: sayRefusal(move.error, t('members.detail.unknownError')),
            })}
          />
        )}
      </ConfirmActionDialog>
    </Card>
  )
}
