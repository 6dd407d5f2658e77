import { useTranslation } from 'react-i18next'
import { formatMoney, formatPoints } from '../../../../lib/format'
import type { AdminMemberDetail } from '../../admin-types'

/** The member's financial info (docs/product.md §2.5, member detail dialog): balances, totals and the bank account. */
export function MemberSummary({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin')
  const figures = [
    ['moneyBal', formatMoney(member.moneyBal)],
    ['pointBal', formatPoints(member.pointBal)],
    ['heldBal', formatMoney(member.heldBal)],
    ['totalDeposit', formatMoney(member.totalDeposit)],
    ['totalWithdrawal', formatMoney(member.totalWithdrawal)],
    ['settlement', formatMoney(member.settlement)],
  ] as const
  return (
    <section aria-label={t('members.detail.summary.label')} className="grid gap-2">
      {/* Six cells on a hairline grid: 3 or 6 to a row, so no row is ever half empty. */}
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-lg border bg-border lg:grid-cols-6">
        {figures.map(([key, value]) => (
          <div
            key={key}
            className="grid min-w-0 gap-1 bg-card px-2.5 py-2 sm:px-3 sm:py-2.5"
            data-testid={`summary-${key}`}
          >
            <dt className="text-muted-foreground text-xs">{t(`members.detail.summary.${key}`)}</dt>
            <dd className="truncate font-semibold text-sm tabular-nums sm:text-base">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-x-2 px-1 text-sm">
        <span className="text-muted-foreground">{t('members.detail.summary.account')}</span>
        <span className="tabular-nums">
          {member.bankName} {member.accountNumber} ({member.accountHolder})
        </span>
      </p>
    </section>
  )
}
