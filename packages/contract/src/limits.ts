/**
 * The limits the server enforces and the web app's forms show, each stated once. Kept free of
 * imports so any page may bundle it without zod.
 */

/** The largest value of an `integer` column; ids beyond it name no row. */
export const MAX_INT = 2_147_483_647

/**
 * The deepest page any list serves. An offset costs the database a walk over every row before it, so
 * a page far down (page × limit rows) is refused before it reaches the database; a whole export
 * (at most 100,000 rows, 100 or more a page) still fits, and older rows are reached by narrowing the
 * filter (dates, member) instead.
 */
export const MAX_PAGE = 1_000

/** At most this many calls travel in one tRPC batch; the web app's batch link sends no more. */
export const maxBatchCalls = 20

/** Characters of each free-text field, as the schemas hold them and the forms' inputs cap them. */
export const textLimits = {
  loginId: 30,
  nickname: 30,
  name: 30,
  bankName: 30,
  accountNumber: 30,
  accountHolder: 30,
  email: 100,
  /** A phone as typed: its digits (at most 11) with spaces or hyphens between them. */
  phone: 20,
  search: 50,
  branchName: 40,
  /** Why a proposal, a request or a round is turned down or voided. */
  reason: 200,
  /** An administrator's note on a money adjustment, or a member's on a request. */
  note: 200,
  messageTitle: 100,
  messageBody: 2_000,
  noticeBody: 5_000,
} as const

/** A password of 4 characters or more, at most 100 (docs/product.md §5.4, docs/product.md §5.6). */
export const passwordLength = { min: 4, max: 100 } as const

/** Digits of a phone number, shown 3-4-4. */
export const PHONE_DIGITS = 11

/** docs/game-rules.md §5.5: the point rate a new member gets when none is asked for, or less where the house edge needs it. */
export const DEFAULT_POINT_RATE = 3

/** Percentages a form may set, each inclusive. */
export const rateRanges = {
  pointRate: { min: 0, max: 10 },
  rollingRate: { min: 0, max: 5 },
  losingRate: { min: 0, max: 50 },
} as const

/** docs/product.md §5.3: a top-up or a withdrawal asks for at least this many won. */
export const MIN_REQUEST_AMOUNT = 10_000

/** docs/product.md §5.3: a conversion takes at least this many points (the account page asks for more). */
export const MIN_CONVERT_POINTS = 1

/** docs/product.md §5.3: on the account page conversions start at 1,000P. */
export const ACCOUNT_PAGE_MIN_CONVERT_POINTS = 1_000

/** The largest sum of money or points any input takes. */
export const MAX_AMOUNT = 1_000_000_000

/** The smallest limit a member sets on their own top-ups, stakes or losses (docs/product.md §4.8). */
export const MIN_SELF_LIMIT = 1_000

/** docs/product.md §4.8: the days a member may step away for, as a time-out or as a self-exclusion (or for good). */
export const selfExclusionLengths = { timeout: [1, 7, 30], exclusion: [180, 365, 1825] } as const

/** docs/product.md §5.7: odds are at least 1.01, in steps of 0.01; nothing above 1000 is taken. */
export const oddsRange = { min: 1.01, max: 1000 } as const

/** The minimum house edge an operator may set, in percent, in steps of 0.1 (docs/product.md §9). */
export const houseEdgeRange = { min: 0, max: 50 } as const

/** The largest stake cap of a market group, or of all of a round's stakes, in won. */
export const MAX_CAP = 10_000_000_000

/**
 * Rows per page of the lists the console pages (docs/product.md §5.9): what each serves unasked and
 * its largest page, which a whole export fetches page by page.
 */
export const listPageSizes = {
  /** The member list offers these sizes only. */
  members: { choices: [10, 25, 50, 100], fallback: 10 },
  /** The bet list holds a typed size to its range instead of refusing it. */
  bets: { min: 10, max: 200, fallback: 50 },
  audit: { max: 200, fallback: 50 },
  points: { max: 200, fallback: 20 },
  archive: { max: 200, fallback: 50 },
  approvals: { max: 100, fallback: 20 },
} as const

/** The most rows an export fetches, so a mistaken export of everything cannot exhaust the browser. */
export const MAX_EXPORT_ROWS = 100_000
