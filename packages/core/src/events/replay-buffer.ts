import type { Clock } from '../clock'
import type { GameEvent, NumberedEvent } from './types'

/** A reconnecting client gets what it missed within this window (else one RESYNC). */
export const REPLAY_WINDOW_MS = 10 * 60_000
/** And at most this many events back, whatever the window: the buffer's memory stays bounded. */
const REPLAY_MAX_EVENTS = 100_000

/**
 * The events this instance delivered in the last ten minutes, in id order. Until told otherwise
 * (`unknownThrough`), it knows of no event at all, so it replays nothing it cannot vouch for.
 */
export function createReplayBuffer(options: { clock: Clock }) {
  const kept: (NumberedEvent & { at: number })[] = []
  /** Every event after this id is in `kept` (or was never sent). */
  let knownAfter = Number.MAX_SAFE_INTEGER
  let newest = 0

  function forget() {
    const oldest = options.clock.now().getTime() - REPLAY_WINDOW_MS
    let drop = 0
    while (drop < kept.length && (kept.length - drop > REPLAY_MAX_EVENTS || (kept[drop]?.at ?? 0) < oldest))
      drop += 1
    if (drop === 0) return
    knownAfter = Math.max(knownAfter, kept[drop - 1]?.id ?? knownAfter)
    kept.splice(0, drop)
  }

  return {
    add(id: number, event: GameEvent) {
      kept.push({ id, event, at: options.clock.now().getTime() })
      newest = Math.max(newest, id)
      forget()
    },
    unknownThrough(id: number) {
      knownAfter = id
      newest = Math.max(newest, id)
    },
    since(afterId: number): NumberedEvent[] | null {
      forget()
      if (!Number.isSafeInteger(afterId) || afterId < knownAfter || afterId > newest) return null
      // Newest last: the missed ones are a tail, usually short.
      let start = kept.length
      while (start > 0 && (kept[start - 1]?.id ?? 0) > afterId) start -= 1
      return kept.slice(start).map(({ id, event }) => ({ id, event }))
    },
    lastId: () => newest,
  }
}
