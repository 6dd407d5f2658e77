import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BoardFieldName, Statistics } from '../../trpc/types'
import { PatternBoard } from './pattern-board'

/** The boards in the order players read them. */
const boardFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
] as const satisfies readonly BoardFieldName[]

/** The five pattern boards of the window (its newest 1,000 rounds at most). */
export function PatternBoards({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="pattern-boards">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-semibold text-lg">
          {t('statistics.sections.boards')}
        </h2>
        <p className="max-w-3xl text-muted-foreground text-xs">{t('boards.help')}</p>
      </div>
      <div className="grid gap-3 xl:grid-cols-2">
        {boardFields.map((field) => (
          <PatternBoard
            key={field}
            field={field}
            runs={statistics.boards[field]}
            values={statistics.fields[field].values.map((value) => value.value)}
          />
        ))}
      </div>
    </section>
  )
}
