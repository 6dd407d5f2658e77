import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatMoney } from '../../../lib/format'
import type { StatsGranularity, StatsRow } from '../admin-types'
import { compactWon, periodTick } from '../shared/chart-labels'
import type { StatsFigure } from './stats-figures'

/*
 * Colours come from the theme's variables, so the charts follow light and dark like the rest of the
 * console: money in reads green, money out red, stakes in the primary colour, payouts amber.
 */
const series: Partial<Record<StatsFigure, string>> = {
  TOPUP_AMT: 'var(--success)',
  WITHDRAW_AMT: 'var(--destructive)',
  BET_STAKE: 'var(--primary)',
  BET_WIN: 'var(--warning)',
  INOUT_PL: 'var(--success)',
  BET_PL: 'var(--primary)',
}

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 11 }
/** Legend entries in the order the series are drawn (recharts sorts them by name otherwise). */
const seriesOrder = Object.keys(series)
const bySeries = (item: { dataKey?: unknown }) => seriesOrder.indexOf(String(item.dataKey))

/** The statistics view's three charts: top-ups against withdrawals, stakes against payouts, profits. */
export default function StatsCharts({
  rows,
  granularity,
}: {
  rows: StatsRow[]
  granularity: StatsGranularity
}) {
  const { t } = useTranslation('admin')
  const acrossYears = new Set(rows.map((row) => row.D.slice(0, 4))).size > 1
  const name = (figure: StatsFigure) => t(`stats.columns.${figure}`)
  /** Nothing moved in the range: the chart says so instead of drawing a scale of a few won. */
  const still = (...figures: StatsFigure[]) =>
    rows.every((row) => figures.every((figure) => row[figure] === 0))
  const common = {
    data: rows,
    // The table below is the charts' text equivalent: the drawing takes no focus of its own.
    accessibilityLayer: false,
    responsive: true,
    style: { width: '100%', height: '100%' },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  }
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis
        dataKey="D"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        tickFormatter={(label: string) => periodTick(granularity, label, acrossYears)}
        minTickGap={8}
      />
      <YAxis
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={52}
        tickFormatter={(value: number) => compactWon(value)}
      />
      <Tooltip
        formatter={(value) => formatMoney(Number(value))}
        contentStyle={{
          background: 'var(--popover)',
          border: '1px solid var(--border)',
          borderRadius: 8,
          color: 'var(--popover-foreground)',
          fontSize: 12,
        }}
        labelStyle={{ color: 'var(--muted-foreground)' }}
        cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
      />
      <Legend
        iconType="circle"
        iconSize={8}
        itemSorter={bySeries}
        wrapperStyle={{ fontSize: 12, color: 'var(--foreground)' }}
      />
    </>
  )
  const bar = (figure: StatsFigure) => (
    <Bar
      dataKey={figure}
      name={name(figure)}
      fill={series[figure]}
      radius={[3, 3, 0, 0]}
      maxBarSize={28}
      // A report is read, not watched: no growing bars, and nothing half-drawn after a resize.
      isAnimationActive={false}
    />
  )
  const line = (figure: StatsFigure) => (
    <Line
      dataKey={figure}
      name={name(figure)}
      stroke={series[figure]}
      strokeWidth={2}
      dot={rows.length <= 12 ? { r: 3, fill: series[figure] } : false}
      type="monotone"
      isAnimationActive={false}
    />
  )

  return (
    <section className="grid gap-3 lg:grid-cols-3" aria-label={t('stats.charts.label')}>
      <ChartCard id="cash" title={t('stats.charts.cash')} empty={still('TOPUP_AMT', 'WITHDRAW_AMT')}>
        <BarChart {...common}>
          {axes}
          {bar('TOPUP_AMT')}
          {bar('WITHDRAW_AMT')}
        </BarChart>
      </ChartCard>
      <ChartCard id="bets" title={t('stats.charts.bets')} empty={still('BET_STAKE', 'BET_WIN')}>
        <BarChart {...common}>
          {axes}
          {bar('BET_STAKE')}
          {bar('BET_WIN')}
        </BarChart>
      </ChartCard>
      <ChartCard id="profit" title={t('stats.charts.profit')} empty={still('INOUT_PL', 'BET_PL')}>
        <LineChart {...common}>
          {axes}
          <ReferenceLine y={0} stroke="var(--muted-foreground)" strokeDasharray="4 4" />
          {line('INOUT_PL')}
          {line('BET_PL')}
        </LineChart>
      </ChartCard>
    </section>
  )
}

function ChartCard({
  id,
  title,
  empty,
  children,
}: {
  id: string
  title: string
  empty: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <figure className="min-w-0 rounded-lg border bg-card p-3" data-chart={id}>
      <figcaption className="mb-2 font-medium text-sm">
        {title}
        <span className="sr-only"> {t('stats.charts.inTable')}</span>
      </figcaption>
      {/* Lower on a phone, where the three charts stand one above the other. */}
      <div className="relative h-48 sm:h-60">
        {/* The table under the charts is their text equivalent; the drawing itself says nothing more. */}
        <div aria-hidden className="contents">
          {children}
        </div>
        {empty && (
          <p className="absolute inset-x-0 top-1/3 text-center text-muted-foreground text-sm">
            {t('stats.charts.empty')}
          </p>
        )}
      </div>
    </figure>
  )
}
