import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../auth/session-store'
import { ErrorAlert } from '../../../../components/error-alert'
import { roleLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { RoleCode } from '../../../../trpc/types'
import type { AdminMemberDetail } from '../../admin-types'
import { MemberStatusBadge } from '../member-status-badge'
import { ArchiveCard } from './archive-card'
import { BasicInfoForm } from './basic-info-form'
import { BetBlockSwitch } from './bet-block-switch'
import { MemberSummary } from './member-summary'
import { MoveShopCard } from './move-shop-card'
import { PasswordCard } from './password-card'
import { RecentBets } from './recent-bets'
import { RecentLedger } from './recent-ledger'
import { SelfExclusionBadge } from './self-exclusion-badge'
import { TwoFactorResetCard } from './two-factor-reset-card'
import { WalletAdjustCard } from './wallet-adjust-card'

/**
 * docs/product.md §2.5, member detail dialog: a large dialog (the whole screen on a phone) with the member's
 * figures always in view and the sections in tabs. It hangs from a fixed top, so a taller or
 * shorter tab moves only its bottom edge.
 */
export function MemberDetailDialog({
  memberId,
  viewerRole,
  onClose,
}: {
  memberId: number | undefined
  viewerRole: RoleCode
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const member = useQuery({
    ...trpc.admin.users.byId.queryOptions({ id: memberId ?? 0 }),
    enabled: memberId !== undefined,
  })
  return (
    <Dialog open={memberId !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={tr('common.close')}
        aria-describedby={undefined}
        className="flex max-w-5xl break-keep flex-col gap-0 overflow-hidden p-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 sm:top-[4dvh] sm:max-h-[92dvh] sm:translate-y-0"
      >
        {member.data ? (
          <MemberDetail key={member.data.id} member={member.data} viewerRole={viewerRole} />
        ) : (
          <div className="grid min-h-48 flex-1 place-items-center p-6">
            <DialogTitle className="sr-only">{t('members.detail.title')}</DialogTitle>
            {member.isError ? (
              <ErrorAlert error={member.error} fallback={t('members.detail.loadFailed')} />
            ) : (
              <p className="flex items-center gap-2 text-muted-foreground text-sm">
                <Spinner />
                {t('members.detail.loading')}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}

function MemberDetail({ member, viewerRole }: { member: AdminMemberDetail; viewerRole: RoleCode }) {
  const { t } = useTranslation('admin')
  const own = useSession('admin').user?.id === member.id
  return (
    <>
      <DialogHeader className="gap-3 border-b px-4 pt-5 pb-4 text-left sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3 pr-8">
          <div className="grid min-w-0 gap-1.5">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <DialogTitle className="truncate text-xl">{member.loginId}</DialogTitle>
              <MemberStatusBadge statusCode={member.statusCode} />
              <SelfExclusionBadge member={member} />
            </div>
            <DialogDescription>
              {member.nickname} · {roleLabel(member)} · {member.orgName}
            </DialogDescription>
          </div>
          <BetBlockSwitch member={member} />
        </div>
      </DialogHeader>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-4 py-5 sm:px-6">
        <MemberSummary member={member} />
        <Tabs defaultValue="basic">
          <TabsList className="flex-nowrap overflow-x-auto">
            <TabsTrigger value="basic">{t('members.detail.tabs.basic')}</TabsTrigger>
            <TabsTrigger value="wallet">{t('members.detail.tabs.wallet')}</TabsTrigger>
            <TabsTrigger value="passwords">{t('members.detail.tabs.passwords')}</TabsTrigger>
            <TabsTrigger value="history">{t('members.detail.tabs.history')}</TabsTrigger>
          </TabsList>
          <TabsContent value="basic" className="grid gap-6 pt-2">
            <BasicInfoForm member={member} viewerRole={viewerRole} />
            {member.roleCode === 'MEMBER' && <MoveShopCard member={member} />}
          </TabsContent>
          <TabsContent value="wallet" className="grid gap-4 pt-2 md:grid-cols-2">
            <WalletAdjustCard member={member} kind="money" />
            <WalletAdjustCard member={member} kind="points" />
          </TabsContent>
          <TabsContent value="passwords" className="grid gap-4 pt-2 md:grid-cols-2">
            {/* One's own password and second factor change in the account menu, with the current password. */}
            {!own && <PasswordCard member={member} kind="login" />}
            <PasswordCard member={member} kind="point" />
            {!own && member.roleCode !== 'MEMBER' && <TwoFactorResetCard member={member} />}
          </TabsContent>
          <TabsContent value="history" className="grid gap-6 pt-2">
            <ArchiveCard member={member} />
            <RecentBets memberId={member.id} />
            <RecentLedger memberId={member.id} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  )
}
