import { useTranslation } from 'react-i18next'
import { HexValue } from './hex-value'
import type { FairnessRound } from './verify-round'

/**
 * A round's revealed values, aligned: its seed and, from draw version 2, its beacon value as the
 * chain published it (round, randomness, signature).
 */
export function RoundValues({ result }: { result: FairnessRound }) {
  const { t } = useTranslation('fairness')
  const { beacon } = result
  return (
    // The label column keeps its width with or without a beacon, so every row's values line up.
    <dl className="grid min-w-0 grid-cols-[minmax(5rem,auto)_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-muted-foreground text-xs">
      <dt>{t('seed')}</dt>
      <dd className="min-w-0">{result.seed ? <HexValue value={result.seed} full /> : t('notYet')}</dd>
      {beacon && (
        <>
          <dt>{t('beaconRound')}</dt>
          <dd className="font-mono tabular-nums" data-testid="round-beacon">
            #{beacon.round}
          </dd>
          <dt>{t('randomness')}</dt>
          <dd className="min-w-0" data-testid="round-randomness">
            <HexValue value={beacon.randomness} full />
          </dd>
          <dt>{t('signature')}</dt>
          <dd className="min-w-0">
            <HexValue value={beacon.signature} />
          </dd>
        </>
      )}
    </dl>
  )
}
