import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'
import { betStatuses, oneOf, roundSources, roundStatuses, voidReasons } from './vocabulary'

/** A KST game day's committed seed chain: the anchor is public, seeds are revealed as rounds draw. */
export const seedDays = pgTable('seed_days', {
  gameDate: date('game_date', { mode: 'string' }).primaryKey(),
  anchor: text('anchor').notNull(),
  /** seeds[k − 1] is the hex seed of round k of the day. */
  seeds: jsonb('seeds').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One row per round that was opened; the result columns fill when it is drawn. */
export const rounds = pgTable(
  'rounds',
  {
    roundNo: integer('round_no').primaryKey(),
    gameDate: date('game_date', { mode: 'string' }).notNull(),
    todayRound: integer('today_round').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: roundStatuses }).notNull().default('OPEN'),
    /** The five normal balls in draw order. */
    drawOrder: jsonb('draw_order').$type<number[]>(),
    powerball: integer('powerball'),
    numberSum: integer('number_sum'),
    powerballOddEven: text('powerball_odd_even'),
    powerballUnderOver: text('powerball_under_over'),
    numberOddEven: text('number_odd_even'),
    numberUnderOver: text('number_under_over'),
    numberSize: text('number_size'),
    /** The round's seed, copied here from the chain when the round is drawn (a voided one: at its draw time). */
    seed: text('seed'),
    source: text('source', { enum: roundSources }),
    /**
     * 1: drawn from the seed alone; 2: salted with the beacon of `beaconRound` (docs/game-rules.md §2a). Rounds
     * drawn before the beacon stay 1.
     */
    drawVersion: integer('draw_version').notNull().default(2),
    /** The verified beacon value the draw used, byte for byte as the chain published it. */
    beaconChainHash: text('beacon_chain_hash'),
    beaconRound: integer('beacon_round'),
    beaconSignature: text('beacon_signature'),
    beaconRandomness: text('beacon_randomness'),
    /** Why a VOID round was voided: by the operator (approved), or its beacon came too late. */
    voidReason: text('void_reason', { enum: voidReasons }),
    /** A round voided for a late beacon: the result its beacon gave when it came after all. */
    lateResult: jsonb('late_result').$type<{ drawOrder: number[]; powerball: number }>(),
    /** A result the operator set (approved) before the round opened; the draw then uses it. */
    manualResult: jsonb('manual_result').$type<{ balls: number[]; powerball: number }>(),
    manualBy: integer('manual_by').references(() => users.id),
    manualApprovedBy: integer('manual_approved_by').references(() => users.id),
    manualReason: text('manual_reason'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the round last gained, changed or lost a result (set by the database on every such write):
     * the members' statistics read only the rounds changed lately (docs/game-rules.md §9).
     */
    resultChangedAt: timestamp('result_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rounds_status_idx').on(t.status, t.roundNo),
    index('rounds_result_changed_idx').on(t.resultChangedAt),
    index('rounds_game_date_idx').on(t.gameDate),
    check('rounds_status_valid', oneOf(t.status, roundStatuses)),
    check('rounds_draw_version_valid', sql`${t.drawVersion} in (1, 2)`),
    check('rounds_void_reason_valid', oneOf(t.voidReason, voidReasons)),
  ],
)

/** Beacon values verified with their chain's key: the draws' cache and the beacon's health. */
export const beacons = pgTable(
  'beacons',
  {
    chainHash: text('chain_hash').notNull(),
    round: integer('round').notNull(),
    signature: text('signature').notNull(),
    randomness: text('randomness').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainHash, t.round] })],
)

/** Odds an administrator has set; a selection without a row pays its catalog default. */
export const odds = pgTable(
  'odds',
  {
    selectionCode: text('selection_code').primaryKey(),
    marketCode: text('market_code').notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('odds_minimum', sql`${t.oddsHundredths} >= 101`)],
)

/** A purchase: one or more items on one round. */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purchaseNo: text('purchase_no').notNull().unique(),
    /** An existing account, checked once per statement (migration 0029) rather than per purchase. */
    userId: integer('user_id').notNull(),
    roundNo: integer('round_no').notNull(),
    /**
     * The member's branch when the purchase was placed: commission and statements follow the branch
     * the stake was made in, whatever moves come later. No foreign key: branches are never deleted,
     * and a key-share lock per purchase on a shop's one row would serialise its members' bets.
     */
    orgId: integer('org_id').notNull(),
    totalStake: bigint('total_stake', { mode: 'number' }).notNull(),
    totalPayout: bigint('total_payout', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: betStatuses }).notNull().default('PLACED'),
    moneyBefore: bigint('money_before', { mode: 'number' }).notNull(),
    moneyAfter: bigint('money_after', { mode: 'number' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  // Pages half filled (fillfactor 50, migration 0010): settlement updates each purchase in place.
  (t) => [
    index('bets_round_idx').on(t.roundNo),
    index('bets_user_idx').on(t.userId, t.placedAt),
    // The back office's bet lists and statistics read by date across all members.
    index('bets_placed_idx').on(t.placedAt),
    // Statements sum a branch subtree's purchases by placement day.
    index('bets_org_placed_idx').on(t.orgId, t.placedAt),
    check('bets_status_valid', oneOf(t.status, betStatuses)),
  ],
)

export const betItems = pgTable(
  'bet_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** An existing purchase, checked once per statement (migration 0029) rather than per item. */
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    roundNo: integer('round_no').notNull(),
    selectionCode: text('selection_code').notNull(),
    marketCode: text('market_code').notNull(),
    capGroup: text('cap_group').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    oddsTaken: integer('odds_taken').notNull(),
    status: text('status', { enum: betStatuses }).notNull().default('PLACED'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Not on status: settlement then updates items in place (HOT) instead of rewriting the index;
    // pages are half filled (fillfactor 50, migration 0010) so every item's new version finds room.
    index('bet_items_round_idx').on(t.roundNo),
    index('bet_items_user_round_idx').on(t.userId, t.roundNo),
    index('bet_items_bet_idx').on(t.betId),
    check('bet_items_stake_positive', sql`${t.stake} >= 1`),
    check('bet_items_status_valid', oneOf(t.status, betStatuses)),
  ],
)

/** Serials of purchase numbers (see the purchase number's form in core's betting). */
export const purchaseSerials = pgSequence('purchase_serials')

/**
 * What a member has staked on a round per cap group (items not VOID), kept by the purchase that adds
 * the items, in its transaction: the caps are checked against one row per group instead of a sum
 * over every item the member has on the round. A void round's rows are removed with its refund.
 */
export const memberRoundStakes = pgTable(
  'member_round_stakes',
  {
    userId: integer('user_id').notNull(),
    roundNo: integer('round_no').notNull(),
    capGroup: text('cap_group').notNull(),
    staked: bigint('staked', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundNo, t.capGroup] })],
)

/** First answers of money-moving calls, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
