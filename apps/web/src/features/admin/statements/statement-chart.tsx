import { useTranslation } from 'react-i18next'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatMoney } from '../../../lib/format'
import type { OrgStatementDay } from '../admin-types'
import { compactWon, periodTick } from '../shared/chart-labels'

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 11 }

/*
 * Theme colours, so the chart follows light and dark like the rest of the console: stakes in the
 * primary colour, payouts amber, the net a line that crosses zero.
 */
const colours = { stakes: 'var(--primary)', payouts: 'var(--warning)', net: 'var(--success)' } as const
const order = Object.keys(colours)

/** The statement's days: stakes and payouts as bars, the net as a line (recharts loads with it). */
export default function StatementChart({ days }: { days: OrgStatementDay[] }) {
  const { t } = useTranslation('admin')
  const name = (key: keyof typeof colours) => t(`statements.figures.${key}`)
  return (
    <ComposedChart
      data={days}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis
        dataKey="day"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        tickFormatter={(day: string) => periodTick('daily', day, false)}
        minTickGap={8}
      />
      <YAxis tick={axisTick} tickLine={false} axisLine={false} width={52} tickFormatter={compactWon} />
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
        itemSorter={(item) => order.indexOf(String(item.dataKey))}
        wrapperStyle={{ fontSize: 12, color: 'var(--foreground)' }}
      />
      <ReferenceLine y={0} stroke="var(--muted-foreground)" strokeDasharray="4 4" />
      {(['stakes', 'payouts'] as const).map((key) => (
        <Bar
          key={key}
          dataKey={key}
          name={name(key)}
          fill={colours[key]}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        />
      ))}
      <Line
        dataKey="net"
        name={name('net')}
        stroke={colours.net}
        strokeWidth={2}
        dot={days.length <= 14 ? { r: 3, fill: colours.net } : false}
        type="monotone"
        isAnimationActive={false}
      />
    </ComposedChart>
  )
}
