import { i18n } from '../../../i18n/i18n'
import type { StatsGranularity } from '../admin-types'

/** A period on the horizontal axis: '6/1', '6월' ('25.06' across years), '2025년'. */
export function periodTick(granularity: StatsGranularity, label: string, acrossYears: boolean): string {
  const [year = '', month = '', day = ''] = label.split('-')
  const t = (key: 'day' | 'month' | 'yearMonth' | 'year', values: Record<string, string | number>) =>
    i18n.t(`stats.axis.${key}`, { ns: 'admin', ...values })
  if (granularity === 'yearly') return t('year', { year })
  if (granularity === 'monthly')
    return acrossYears ? t('yearMonth', { year: year.slice(2), month }) : t('month', { month: Number(month) })
  return t('day', { month: Number(month), day: Number(day) })
}

/** Won on the vertical axis, short: 12,000,000 → '1200만' in Korean, '12M' in English. */
export function compactWon(value: number): string {
  return new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'ko-KR', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value)
}
