import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format'
import type { ArchiveCounts } from '../admin-types'
import { archiveCountKeys } from './would-clear'

/** What a settlement archives, one count a line, figures aligned. */
export function ArchiveCountList({ counts }: { counts: ArchiveCounts }) {
  const { t } = useTranslation('admin')
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 rounded-md border bg-muted/40 p-3 text-sm">
      <dt className="col-span-2 mb-1 font-medium">{t('settlement.wouldArchive')}</dt>
      {archiveCountKeys.map((key) => (
        <div key={key} className="contents" data-testid={`would-clear-${key}`}>
          <dt className="text-muted-foreground">{t(`settlement.counts.${key}`)}</dt>
          <dd className="text-right font-medium tabular-nums">
            {t('settlement.rows', { count: counts[key], formatted: formatNumber(counts[key]) })}
          </dd>
        </div>
      ))}
    </dl>
  )
}
