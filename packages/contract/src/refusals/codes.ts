/**
 * The refusals both APIs answer with: each stable code and the HTTP status it decides (REST; the
 * tRPC code follows from it), and the named cases a refusal may carry in `details.reason`. Their
 * words, in each language, are the catalogs beside this file; the server answers in Korean.
 */
export const refusalStatus = {
  VALIDATION: 400,
  INVALID_JSON: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_REUSED: 401,
  NO_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  AREA_FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  BETTING_CLOSED: 409,
  ODDS_CHANGED: 409,
  ROUND_ALREADY_DRAWN: 409,
  ROUND_OUT_OF_RANGE: 422,
  BET_BLOCKED: 403,
  INSUFFICIENT_BALANCE: 422,
  NEGATIVE_BALANCE: 422,
  LIMIT_EXCEEDED: 422,
  /** A limit the member set on themself (responsible play); the message names it and what is left. */
  LIMIT_SELF: 422,
  SELF_EXCLUDED: 403,
  LOGIN_ID_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  BATCH_REFUSED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
  /** This instance is shutting down: a stream ends with it, and a new one is opened on another. */
  SERVER_DRAINING: 503,
  /** The connection failed as the bet was committed and the database could not be asked since. */
  BET_OUTCOME_UNKNOWN: 503,
  REQUEST_ALREADY_PROCESSED: 409,
  INSUFFICIENT_POINTS: 422,
  POINT_PASSWORD_REQUIRED: 400,
  POINT_PASSWORD_MISMATCH: 403,
  POINT_PASSWORD_NOT_SET: 422,
  CONFIRMATION_REQUIRED: 400,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 400,
  TOTP_CHALLENGE_INVALID: 401,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  TOTP_REQUIRED_BY_ROLE: 409,
  ROUND_NOT_DRAWN: 409,
  /** An administrator's role and its branch's level must match; a branch hangs one level under its parent. */
  BRANCH_LEVEL_MISMATCH: 400,
  BRANCH_SUSPENDED: 403,
  RATE_ABOVE_PARENT: 422,
  RATE_BELOW_CHILD: 422,
  PERIOD_INVALID: 400,
  PERIOD_NOT_ENDED: 409,
  PERIOD_UNSETTLED: 409,
  PERIOD_OVERLAP: 409,
  HOUSE_EDGE: 422,
  ROUND_HAS_BETS: 409,
  ROUND_ALREADY_OPEN: 409,
  RESULT_VERIFIABLE: 409,
  /** The member-management calls act on others: one's own password and factor go through the account menu. */
  SELF_CHANGE_FORBIDDEN: 403,
  SELF_APPROVAL_FORBIDDEN: 403,
  /** Four eyes need two people: the approver made the proposer's account, or the other way round, or reset it. */
  APPROVER_NOT_INDEPENDENT: 403,
  APPROVER_COOLING_OFF: 403,
  PROPOSAL_EXPIRED: 409,
  PROPOSAL_DECIDED: 409,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof refusalStatus

/**
 * The cases of a code that say more than its catalog message (NOT_FOUND of a branch or of a member):
 * such a refusal names its case in `details.reason`, so a client can say it in its own language.
 */
export const refusalReasons = [
  'branchNotFound',
  'ownBranchNotFound',
  'memberNotFound',
  'sessionNotFound',
  'roundNotFound',
  'selectionNotFound',
  'proposalNotFound',
  'betNotFound',
  'requestNotFound',
  'createLowerRoles',
  'assignLowerRoles',
  'manageLowerRoles',
  'removeLowerRoles',
  'ownRole',
  'suspendSelf',
  'sanctionFromAbove',
  'removeSelf',
  'parentChangesOnly',
  'rootHasNoRates',
  'suspendRoot',
  'roleLevel',
  'openBranchBelow',
  'belowShop',
  'moveMembersOnly',
  'moveToShopOnly',
  'moveToSuspended',
  'walletInUse',
  'ownPassword',
  'ownSecondFactor',
  'memberHasNoFactor',
  'invalidToken',
  'tooManyLogins',
  'tooManyPointPasswords',
  'tooManyPasswordChecks',
  'tooManyCodes',
  'controlCharacters',
  'malformedPath',
  'jsonObject',
  'superNeedsPassword',
  'wrongCurrentPassword',
  'periodReversed',
  'periodTooLong',
  'noSelection',
  'tooManyCalls',
  'onePasswordCall',
  'oddsAboveEdge',
  'oddsAboveEdgeWithoutPoints',
  'pointRateCapped',
  'noPointRate',
  'rollingRateCapped',
  'withdrawalWhileNegative',
  'accountsTiedByCreation',
  'accountsTiedByReset',
  'noticeNotFound',
  'noticeNotDraft',
  'messageNotFound',
  'noRecipients',
  'inquiryNotFound',
  'inquiryClosed',
] as const

export type RefusalReason = (typeof refusalReasons)[number]

/** Extra facts a client may use (e.g. the current odds after ODDS_CHANGED), and the case if any. */
export type ErrorDetails = Record<string, unknown> & { reason?: RefusalReason }

/** The code of a call that got no answer at all: the client says it, never a server. */
export const networkErrorCode = 'NETWORK_ERROR'
