import { type Db, rounds } from '@pb/db'
import { and, gte, inArray, sql } from 'drizzle-orm'
import { drawnStatuses } from '../game/recent-results'
import { type DrawnRound, drawnRound, sameDraw } from './drawn-round'

/** A year of rounds, and a day more, is what the longest statistics window can ask for. */
export const HISTORY_DAYS = 366

/**
 * How far back a refresh looks for changed rounds. A writer's change carries its transaction's start
 * time, so a change committed later than it was stamped is still found as long as its transaction
 * took less than this.
 */
const CHANGE_OVERLAP = sql`interval '10 minutes'`

interface Store {
  byRound: Map<number, DrawnRound>
  /** The rounds oldest first, rebuilt after a change that was not an append. */
  ordered: DrawnRound[] | null
  /** Grows with every change, so answers computed from an older state are known to be stale. */
  version: number
  refreshing: Promise<void> | null
  loaded: boolean
}

// One store per database: tests run several databases in one process.
const stores = new WeakMap<Db, Store>()

type ChangedRow = Pick<
  typeof rounds.$inferSelect,
  'roundNo' | 'gameDate' | 'drawOrder' | 'powerball' | 'status'
>
const columns = {
  roundNo: rounds.roundNo,
  gameDate: rounds.gameDate,
  drawOrder: rounds.drawOrder,
  powerball: rounds.powerball,
  status: rounds.status,
}

const isDrawn = (row: ChangedRow) =>
  (drawnStatuses as readonly string[]).includes(row.status) &&
  row.drawOrder !== null &&
  row.powerball !== null

function apply(store: Store, row: ChangedRow) {
  const known = store.byRound.get(row.roundNo)
  if (!isDrawn(row)) {
    if (!known) return
    store.byRound.delete(row.roundNo)
    store.ordered = null
    store.version++
    return
  }
  const round = drawnRound({ ...row, drawOrder: row.drawOrder ?? [], powerball: row.powerball ?? 0 })
  if (known && sameDraw(known, round)) return
  store.byRound.set(row.roundNo, round)
  const newest = store.ordered?.at(-1)
  if (!known && store.ordered && (!newest || newest.roundNo < round.roundNo)) store.ordered.push(round)
  else store.ordered = null
  store.version++
}

/** Rounds that have left the longest window are dropped, so a server up for years stays the same size. */
function forgetBefore(store: Store, firstDay: string) {
  const oldest = store.ordered?.[0]
  if (store.ordered && (!oldest || oldest.gameDate >= firstDay)) return
  for (const [roundNo, round] of store.byRound) if (round.gameDate < firstDay) store.byRound.delete(roundNo)
  store.ordered = null
}

async function refresh(db: Db, store: Store, firstDay: string) {
  if (!store.loaded) {
    const rows = await db
      .select(columns)
      .from(rounds)
      .where(and(inArray(rounds.status, [...drawnStatuses]), gte(rounds.gameDate, firstDay)))
    for (const row of rows) apply(store, row)
    store.loaded = true
    return
  }
  forgetBefore(store, firstDay)
  const changed = await db
    .select(columns)
    .from(rounds)
    .where(sql`${rounds.resultChangedAt} > now() - ${CHANGE_OVERLAP}`)
  for (const row of changed) apply(store, row)
}

/**
 * The drawn rounds of the last `HISTORY_DAYS` game days, oldest first, kept in memory per database and
 * brought up to date on every call by reading only the rounds whose result changed lately (a draw, a
 * manual result, a void, a correction): a statistics call costs one small indexed read, not a read of
 * every round in its window. Calls that arrive during a refresh share it.
 */
export async function drawHistory(
  db: Db,
  firstDay: string,
): Promise<{ rounds: DrawnRound[]; version: number }> {
  let store = stores.get(db)
  if (!store) {
    store = { byRound: new Map(), ordered: [], version: 0, refreshing: null, loaded: false }
    stores.set(db, store)
  }
  const current = store
  current.refreshing ??= refresh(db, current, firstDay).finally(() => {
    current.refreshing = null
  })
  await current.refreshing
  current.ordered ??= [...current.byRound.values()].sort((a, b) => a.roundNo - b.roundNo)
  return { rounds: current.ordered, version: current.version }
}
