import { ACCOUNT_PAGE_MIN_CONVERT_POINTS } from '@pb/contract/limits'
import { Card, CardContent, CardHeader, CardTitle } from '@pb/ui/card'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney, formatPoints } from '../../lib/format'
import { memberStatusLabel, roleLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import { AccountSummaryCard } from '../account/account-summary-card'
import { ProfileEditCard } from '../account/profile-edit-card'
import { RealityCheckSettingCard } from '../account/reality-check-setting-card'
import { SignInHistoryCard } from '../account/sign-in-history-card'
import { PointConvertCard } from '../cashier/point-convert-card'
import { ReceiptPrintingSwitch } from '../receipt/receipt-printing-switch'
import { ChangePasswordCard } from './change-password-card'
import { ResponsiblePlayCard } from './responsible-play/responsible-play-card'
import { SessionsCard } from './sessions-card'

export function ProfilePage() {
  const { t } = useTranslation()
  const { data: user } = useSuspenseQuery(trpc.users.profile.queryOptions())
  const rows = [
    [t('user.loginId'), user.loginId],
    [t('user.name'), user.name],
    [t('user.org'), user.orgName],
    [t('user.role'), roleLabel(user)],
    [t('user.status'), memberStatusLabel(user.statusCode)],
    [t('user.moneyBal'), formatMoney(user.moneyBal)],
    [t('user.pointBal'), formatPoints(user.pointBal)],
    [t('user.pointRate'), t('pages.profile.pointRateValue', { value: user.pointRate })],
    [t('user.bankName'), user.bankName],
    [t('user.accountNumber'), user.accountNumber],
    [t('user.accountHolder'), user.accountHolder],
    [t('user.lastLoginAt'), user.lastLoginAt && formatDateTime(user.lastLoginAt)],
    [t('user.registeredAt'), formatDateTime(user.registeredAt)],
  ] as const

  return (
    <section className="flex max-w-6xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('pages.profile.title')}</h1>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('pages.profile.basicInfo')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="break-all font-medium tabular-nums">{value || t('common.blank')}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <ProfileEditCard />
          <ChangePasswordCard />
          <PointConvertCard minimum={ACCOUNT_PAGE_MIN_CONVERT_POINTS} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <AccountSummaryCard />
          <RealityCheckSettingCard />
          <SignInHistoryCard />
          <SessionsCard />
          <ResponsiblePlayCard />
          <ReceiptPrintingSwitch />
        </div>
      </div>
    </section>
  )
}
