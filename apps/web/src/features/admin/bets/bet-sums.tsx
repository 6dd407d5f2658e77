import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { AdminBetSums } from '../admin-types'

/** The stake and payout sums of the page on screen and of the whole filter, under the table. */
export function BetSums({ sums }: { sums: AdminBetSums }) {
  const { t } = useTranslation('admin')
  const rows = [
    { id: 'page', label: t('betHistory.sums.page'), ...sums.page },
    { id: 'total', label: t('betHistory.sums.total'), ...sums.total },
  ]
  return (
    <table className="ml-auto text-sm tabular-nums" data-testid="bet-sums">
      <thead>
        <tr className="text-muted-foreground text-xs">
          <td />
          <th scope="col" className="px-3 text-right font-normal">
            {t('betHistory.sums.stake')}
          </th>
          <th scope="col" className="pl-3 text-right font-normal">
            {t('betHistory.sums.payout')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-sums={row.id}>
            <th scope="row" className="whitespace-nowrap pr-3 text-left font-normal text-muted-foreground">
              {row.label}
            </th>
            <td className="whitespace-nowrap px-3 text-right font-semibold">{formatMoney(row.stake)}</td>
            <td className="whitespace-nowrap pl-3 text-right font-semibold">{formatMoney(row.payout)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
