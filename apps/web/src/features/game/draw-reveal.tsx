import { todayRound } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { useQuery } from '@tanstack/react-query'
import { SparklesIcon, XIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Ball } from '../../components/draw-balls'
import { OutcomeTag } from '../../components/outcome-tag'
import { useMediaQuery } from '../../hooks/use-media-query'
import { outcomeLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import { useSharedBettingClock } from './betting-clock-context'
import { recentBetsQuery } from './my-recent-bets'
import { MyRoundResults, useMyRoundBets } from './my-round-results'
import { ballsOut, nextStep, revealMs, settleGraceMs } from './reveal-timing'
import { type Announcement, useDrawReveal } from './use-draw-reveal'
import { useHeightVariable } from './use-height-variable'

/** A draw stays on screen this long unless closed (on a phone only until betting opens again). */
const shownForMs = 90_000
/** Rounds whose draw was already read out: a remounted card does not say it again. */
const spoken = new Set<number>()
let closedRound: number | null = null

/**
 * The draw as an event: when a round is drawn, its five balls and the powerball come out one by one
 * (about three seconds; at once with reduced motion), then its outcomes and the member's own results
 * for the round. A compact card: on a phone it floats right above the cart bar (it leaves the board's
 * layout alone, and goes when betting opens again); from lg up it sits above the cart.
 */
export function DrawReveal() {
  const { clock } = useSharedBettingClock()
  const announcement = useDrawReveal()
  const wide = useMediaQuery('(min-width: 1024px)')
  const [closed, setClosed] = useState(closedRound)
  const holdsSlipHeight = useHeightVariable('--bet-slip-height')
  if (!announcement || closed === announcement.draw.round) return null
  // Re-read every second with the clock; a page opened long after the draw shows nothing.
  if (Date.now() - announcement.heardAt > shownForMs || (!wide && clock.open)) return null
  return (
    <div
      ref={holdsSlipHeight}
      className="fixed inset-x-2 bottom-[calc(var(--bet-slip-height,4.5rem)+0.5rem)] z-[35] mx-auto max-w-md lg:static lg:inset-auto lg:z-auto lg:mx-0 lg:max-w-none"
    >
      <RevealCard
        key={announcement.draw.round}
        announcement={announcement}
        onClose={() => {
          closedRound = announcement.draw.round
          setClosed(closedRound)
        }}
      />
    </div>
  )
}

function RevealCard({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const titleId = useId()
  const { draw, heardAt } = announcement
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [elapsed, setElapsed] = useState(() => Date.now() - heardAt)
  // Balls already out when the card mounted (a tab switched back) do not come out again.
  const [animate] = useState(() => !reduced && elapsed < revealMs)
  const history = useQuery(trpc.bets.history.queryOptions(recentBetsQuery))
  const mine = useMyRoundBets(history.data?.items, draw.round)
  const out = reduced ? 6 : ballsOut(elapsed)
  const done = reduced || elapsed >= revealMs
  const waitingForBets = history.isPending || mine.settling
  const ready = done && (!waitingForBets || elapsed >= revealMs + settleGraceMs)

  useEffect(() => {
    if (reduced) return
    const next = nextStep(elapsed, waitingForBets)
    if (next === null) return
    const timer = setTimeout(() => setElapsed(Date.now() - heardAt), Math.max(0, next - elapsed))
    return () => clearTimeout(timer)
  }, [elapsed, heardAt, reduced, waitingForBets])

  // Read out once, when the outcomes and (if they come in time) the member's results are in.
  const [said, setSaid] = useState('')
  const sumWords = [draw.numberOddEven, draw.numberUnderOver, draw.numberSize].map(outcomeLabel).join(' ')
  const powerballWords = [draw.powerballOddEven, draw.powerballUnderOver].map(outcomeLabel).join(' ')
  const sentence = [
    t('reveal.announce', {
      round: todayRound(draw.round),
      balls: draw.drawOrder.join(', '),
      sum: draw.numberSum,
      sumOutcome: sumWords,
      powerball: draw.powerball,
      powerballOutcome: powerballWords,
    }),
    draw.source === 'MANUAL' ? t('reveal.announceManual') : '',
    mine.summary,
  ]
    .filter(Boolean)
    .join(' ')
  useEffect(() => {
    if (!ready || spoken.has(draw.round)) return
    spoken.add(draw.round)
    setSaid(sentence)
  }, [ready, draw.round, sentence])

  const balls = [
    ...draw.drawOrder.map((value) => ({ value, powerball: false })),
    { value: draw.powerball, powerball: true },
  ]

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border bg-card p-3 shadow-lg lg:shadow-sm"
      data-testid="draw-reveal"
      data-round={draw.round}
      data-state={done ? 'done' : 'drawing'}
    >
      <div className="flex items-center gap-2">
        <SparklesIcon className="size-4 shrink-0 text-primary" aria-hidden />
        <h2 id={titleId} className="font-semibold text-sm">
          {t('reveal.title', { round: todayRound(draw.round) })}
        </h2>
        {!done && <span className="text-muted-foreground text-xs">{t('reveal.drawing')}</span>}
        {draw.source === 'MANUAL' && <Badge variant="warning">{t('reveal.manual')}</Badge>}
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 -mr-1 ml-auto size-8"
          aria-label={t('reveal.close')}
          onClick={onClose}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      <div className="mt-2 flex items-center gap-1.5" aria-hidden data-testid="reveal-balls">
        {balls.map((ball, index) => (
          <span
            key={ball.powerball ? 'powerball' : ball.value}
            className={cn('flex', ball.powerball && 'ml-1.5 border-l pl-2.5')}
          >
            {index < out ? (
              <Ball
                value={ball.value}
                powerball={ball.powerball}
                className={cn('size-8 text-sm', animate && 'motion-safe:animate-ball-pop')}
                data-ball={ball.value}
              />
            ) : (
              <span className="size-8 rounded-full border-2 border-muted-foreground/30 border-dashed" />
            )}
          </span>
        ))}
      </div>
      <dl
        className={cn('mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs', !done && 'invisible')}
        data-testid="reveal-outcomes"
      >
        <div className="flex items-center gap-1">
          <dt className="text-muted-foreground">{t('reveal.sum')}</dt>
          <dd className="font-semibold text-sm tabular-nums">{draw.numberSum}</dd>
          <dd className="flex">
            <OutcomeTag value={draw.numberOddEven} />
            <OutcomeTag value={draw.numberUnderOver} />
            <OutcomeTag value={draw.numberSize} />
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="text-muted-foreground">{t('reveal.powerball')}</dt>
          <dd className="flex">
            <OutcomeTag value={draw.powerballOddEven} />
            <OutcomeTag value={draw.powerballUnderOver} />
          </dd>
        </div>
      </dl>
      {done && <MyRoundResults mine={mine} loading={history.isPending} />}
      <p className="sr-only" aria-live="polite" data-testid="reveal-announcement">
        {said}
      </p>
    </section>
  )
}
