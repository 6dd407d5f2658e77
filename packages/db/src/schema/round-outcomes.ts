import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** What a drawn round's outcome is counted under, per its column of `rounds`. */
export const roundOutcomeKinds = [
  'powerball',
  'powerball_odd_even',
  'powerball_under_over',
  'number_odd_even',
  'number_under_over',
  'number_size',
] as const
export type RoundOutcomeKind = (typeof roundOutcomeKinds)[number]

/**
 * How many drawn rounds (DRAWN or SETTLED) of a KST game day had each outcome value, kept by the
 * trigger `rounds_count_outcomes` (migration 0019) in the transaction of every write of `rounds`: a
 * draw, a correction of an operator's result, a void, whatever writes it. The public statistics sum
 * at most a year of these instead of reading every round.
 */
export const roundOutcomeDays = pgTable(
  'round_outcome_days',
  {
    gameDate: date('game_date', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: roundOutcomeKinds }).notNull(),
    /** The column's value as text (the powerball's digit). */
    value: text('value').notNull(),
    rounds: integer('rounds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameDate, t.outcome, t.value] })],
)
