import { clockAt } from '@pb/game'

/**
 * The prerendered game page is drawn two minutes before a round closes, so its board is open (no
 * closed cover over it) whenever the build runs. Its round and countdowns are not shown from the HTML
 * (`data-app-value`), so the moment itself is never seen. Imported before any module reads the clock.
 */
const drawnAt = clockAt(new Date()).closesAt.getTime() - 120_000
Date.now = () => drawnAt
