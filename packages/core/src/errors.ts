/**
 * The one domain error type. Every refusal carries a stable code; the code decides the HTTP status
 * (REST) and the tRPC code, and the message is the Korean text REST answers with. The web app says
 * each code in its reader's language from its own catalog (apps/web/src/i18n/refusals.*.ts), which
 * must cover every code here and every reason below.
 */
export const errorCatalog = {
  VALIDATION: { status: 400, message: '입력값이 올바르지 않습니다.' },
  INVALID_JSON: { status: 400, message: '요청 본문이 올바른 JSON이 아닙니다.' },
  INVALID_CREDENTIALS: { status: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
  UNAUTHORIZED: { status: 401, message: '로그인이 필요합니다.' },
  TOKEN_EXPIRED: { status: 401, message: '로그인이 만료되었습니다. 다시 로그인해주세요.' },
  TOKEN_REUSED: { status: 401, message: '이미 사용된 토큰입니다. 보안을 위해 다시 로그인해주세요.' },
  NO_REFRESH_TOKEN: { status: 401, message: '리프레시 토큰이 없습니다.' },
  FORBIDDEN: { status: 403, message: '권한이 없습니다.' },
  AREA_FORBIDDEN: { status: 403, message: '이 화면에서 로그인할 수 없는 계정입니다.' },
  ACCOUNT_DISABLED: { status: 403, message: '사용이 중지된 계정입니다. 관리자에게 문의해주세요.' },
  NOT_FOUND: { status: 404, message: '요청한 항목을 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '허용되지 않는 요청 방식입니다.' },
  CONFLICT: { status: 409, message: '요청이 현재 상태와 충돌합니다.' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: '같은 요청 키로 다른 내용의 요청이 이미 처리되었습니다.' },
  BETTING_CLOSED: { status: 409, message: '베팅이 마감되었습니다. 다음 회차에 참여해주세요.' },
  ODDS_CHANGED: { status: 409, message: '배당률이 변경되었습니다. 다시 확인해주세요.' },
  ROUND_ALREADY_DRAWN: { status: 409, message: '이미 추첨되었거나 취소된 회차입니다.' },
  ROUND_OUT_OF_RANGE: { status: 422, message: '진행 중인 회차부터 하루 안의 회차만 지정할 수 있습니다.' },
  BET_BLOCKED: { status: 403, message: '베팅이 제한된 계정입니다. 관리자에게 문의해주세요.' },
  INSUFFICIENT_BALANCE: { status: 422, message: '잔액이 부족합니다.' },
  NEGATIVE_BALANCE: { status: 422, message: '잔액이 마이너스인 상태에서는 이용할 수 없습니다.' },
  LIMIT_EXCEEDED: { status: 422, message: '베팅 한도를 초과했습니다.' },
  /** A limit the member set on themself (responsible play); the message names it and what is left. */
  LIMIT_SELF: { status: 422, message: '스스로 설정한 한도를 초과했습니다.' },
  SELF_EXCLUDED: {
    status: 403,
    message: '스스로 신청한 이용 제한 중입니다. 베팅, 충전, 포인트 전환을 할 수 없습니다.',
  },
  LOGIN_ID_TAKEN: { status: 409, message: '이미 사용 중인 아이디입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 본문이 너무 큽니다.' },
  BATCH_REFUSED: { status: 400, message: '한 번에 보낼 수 없는 요청입니다. 나누어 보내주세요.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '요청 본문은 JSON(application/json)이어야 합니다.' },
  RATE_LIMITED: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  INTERNAL: { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  DB_UNAVAILABLE: {
    status: 503,
    message: '일시적으로 요청을 처리하지 못했습니다. 아무것도 변경되지 않았으니 잠시 후 다시 시도해주세요.',
  },
  /** This instance is shutting down: a stream ends with it, and a new one is opened on another. */
  SERVER_DRAINING: {
    status: 503,
    message: '서버를 교체하는 중입니다. 잠시 후 자동으로 다시 연결됩니다.',
  },
  /** The connection failed as the bet was committed and the database could not be asked since. */
  BET_OUTCOME_UNKNOWN: {
    status: 503,
    message: '베팅 처리 결과를 확인하지 못했습니다. 다시 보내기 전에 내 베팅에서 접수 여부를 확인해주세요.',
  },
  REQUEST_ALREADY_PROCESSED: { status: 409, message: '이미 처리된 요청입니다.' },
  INSUFFICIENT_POINTS: { status: 422, message: '보유 포인트가 부족합니다.' },
  POINT_PASSWORD_REQUIRED: { status: 400, message: '포인트 전환 비밀번호를 입력해주세요.' },
  POINT_PASSWORD_MISMATCH: { status: 403, message: '포인트 전환 비밀번호가 올바르지 않습니다.' },
  POINT_PASSWORD_NOT_SET: {
    status: 422,
    message: '포인트 전환 비밀번호가 설정되지 않았습니다. 관리자에게 문의해주세요.',
  },
  CONFIRMATION_REQUIRED: {
    status: 400,
    message: '전체 정산은 모든 회원의 내역을 보관 처리합니다. 확인(confirm: true)과 함께 다시 요청해주세요.',
  },
  TOTP_REQUIRED: { status: 401, message: '2단계 인증 코드를 입력해주세요.' },
  TOTP_INVALID: { status: 400, message: '인증 코드가 올바르지 않습니다.' },
  TOTP_CHALLENGE_INVALID: { status: 401, message: '인증 시간이 지났습니다. 다시 로그인해주세요.' },
  TOTP_ALREADY_ENABLED: { status: 409, message: '2단계 인증이 이미 설정되어 있습니다.' },
  TOTP_NOT_ENABLED: { status: 409, message: '2단계 인증이 설정되어 있지 않습니다.' },
  TOTP_REQUIRED_BY_ROLE: {
    status: 409,
    message: '이 등급은 2단계 인증이 필수로 지정되어 있어 해제할 수 없습니다.',
  },
  ROUND_NOT_DRAWN: { status: 409, message: '추첨이 끝난 회차만 재정산할 수 있습니다.' },
  /** An administrator's role and its branch's level must match; a branch hangs one level under its parent. */
  BRANCH_LEVEL_MISMATCH: { status: 400, message: '등급과 조직 단계가 맞지 않습니다.' },
  BRANCH_SUSPENDED: {
    status: 403,
    message: '소속 조직의 이용이 중지되었습니다. 상위 관리자에게 문의해주세요.',
  },
  RATE_ABOVE_PARENT: { status: 422, message: '상위 조직의 요율보다 높게 설정할 수 없습니다.' },
  RATE_BELOW_CHILD: { status: 422, message: '하위 조직의 요율보다 낮게 설정할 수 없습니다.' },
  PERIOD_INVALID: {
    status: 400,
    message: '정산 기간은 하루, 월요일부터 일요일까지의 한 주, 또는 한 달이어야 합니다.',
  },
  PERIOD_NOT_ENDED: { status: 409, message: '끝나지 않은 기간은 마감할 수 없습니다.' },
  PERIOD_UNSETTLED: {
    status: 409,
    message: '기간 안에 아직 정산되지 않은 베팅이 있습니다. 정산 후 다시 마감해주세요.',
  },
  PERIOD_OVERLAP: { status: 409, message: '이미 마감된 기간과 겹칩니다.' },
  HOUSE_EDGE: { status: 422, message: '최소 하우스 엣지를 넘는 배당, 포인트 적립률 또는 롤링 요율입니다.' },
  ROUND_HAS_BETS: { status: 409, message: '베팅이 있는 회차에는 결과를 입력할 수 없습니다.' },
  ROUND_ALREADY_OPEN: {
    status: 409,
    message: '베팅이 시작된 회차에는 결과를 입력할 수 없습니다. 아직 열리지 않은 회차만 지정할 수 있습니다.',
  },
  RESULT_VERIFIABLE: {
    status: 409,
    message: '시드와 비콘으로 추첨된 회차의 결과는 바꿀 수 없습니다. 그 결과로 다시 정산만 할 수 있습니다.',
  },
  /** The member-management calls act on others: one's own password and factor go through the account menu. */
  SELF_CHANGE_FORBIDDEN: {
    status: 403,
    message: '자신의 계정은 회원 관리에서 바꿀 수 없습니다. 계정 메뉴에서 현재 비밀번호와 함께 변경해주세요.',
  },
  SELF_APPROVAL_FORBIDDEN: {
    status: 403,
    message: '자신이 제안한 변경은 다른 최고관리자가 승인해야 합니다.',
  },
  /** Four eyes need two people: the approver made the proposer's account, or the other way round, or reset it. */
  APPROVER_NOT_INDEPENDENT: {
    status: 403,
    message:
      '이 제안은 승인할 수 없습니다. 제안자가 만들었거나 비밀번호·2단계 인증을 초기화한 계정(또는 그 반대)은 서로의 제안을 승인할 수 없습니다.',
  },
  APPROVER_COOLING_OFF: {
    status: 403,
    message: '새로 최고관리자가 된 계정은 24시간 동안 제안을 승인할 수 없습니다.',
  },
  PROPOSAL_EXPIRED: { status: 409, message: '제안이 만료되었습니다(24시간). 다시 제안해주세요.' },
  PROPOSAL_DECIDED: { status: 409, message: '이미 처리된 제안입니다.' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalog

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

export class DomainError extends Error {
  readonly code: ErrorCode
  readonly status: number
  /** Extra facts a client may use (e.g. the current odds after ODDS_CHANGED). */
  readonly details: ErrorDetails | undefined

  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    super(message ?? errorCatalog[code].message)
    this.name = 'DomainError'
    this.code = code
    this.status = errorCatalog[code].status
    this.details = details
  }
}
