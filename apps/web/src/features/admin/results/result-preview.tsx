import type { Outcome } from '@pb/game'
import { useTranslation } from 'react-i18next'
import { DrawBalls } from '../../../components/draw-balls'
import { OutcomeTag } from '../../../components/outcome-tag'

/** What a result decides (docs/game-rules.md §3): the balls, the sum and every outcome the markets read. */
export function ResultPreview({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('admin')
  return (
    <div className="flex flex-col gap-2">
      <DrawBalls balls={outcome.number} powerball={outcome.powerball} />
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('results.sum')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="preview-sum">
          {outcome.numberSum}
        </dd>
        <dt className="text-muted-foreground">{t('results.normalOutcome')}</dt>
        <dd className="flex gap-1" data-testid="preview-normal">
          <OutcomeTag value={outcome.numberOddEven} />
          <OutcomeTag value={outcome.numberUnderOver} />
          <OutcomeTag value={outcome.numberSize} />
        </dd>
        <dt className="text-muted-foreground">{t('results.powerballOutcome')}</dt>
        <dd className="flex gap-1" data-testid="preview-powerball">
          <OutcomeTag value={outcome.powerballOddEven} />
          <OutcomeTag value={outcome.powerballUnderOver} />
        </dd>
      </dl>
    </div>
  )
}
