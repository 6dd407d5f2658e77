import { selections } from '@pb/game'
import type { ErrorCode, networkErrorCode, RefusalReason } from './codes'

/**
 * The refusals in Korean: one line per code (what REST answers with), the cases a refusal names in
 * `details.reason`, and the sentences built from the facts a refusal carries in its details. The
 * server reads the lines; the web app reads all of it as its `refusals` namespace, fetched right
 * after the first paint, since the sign-in pages' first JavaScript has no room for it.
 */
export const refusalsKo = {
  codes: {
    VALIDATION: '입력값이 올바르지 않습니다.',
    INVALID_JSON: '요청 본문이 올바른 JSON이 아닙니다.',
    INVALID_CREDENTIALS: '아이디 또는 비밀번호가 올바르지 않습니다.',
    UNAUTHORIZED: '로그인이 필요합니다.',
    TOKEN_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해주세요.',
    TOKEN_REUSED: '이미 사용된 토큰입니다. 보안을 위해 다시 로그인해주세요.',
    NO_REFRESH_TOKEN: '리프레시 토큰이 없습니다.',
    FORBIDDEN: '권한이 없습니다.',
    AREA_FORBIDDEN: '이 화면에서 로그인할 수 없는 계정입니다.',
    ACCOUNT_DISABLED: '사용이 중지된 계정입니다. 관리자에게 문의해주세요.',
    NOT_FOUND: '요청한 항목을 찾을 수 없습니다.',
    METHOD_NOT_ALLOWED: '허용되지 않는 요청 방식입니다.',
    CONFLICT: '요청이 현재 상태와 충돌합니다.',
    IDEMPOTENCY_CONFLICT: '같은 요청 키로 다른 내용의 요청이 이미 처리되었습니다.',
    BETTING_CLOSED: '베팅이 마감되었습니다. 다음 회차에 참여해주세요.',
    ODDS_CHANGED: '배당률이 변경되었습니다. 다시 확인해주세요.',
    ROUND_ALREADY_DRAWN: '이미 추첨되었거나 취소된 회차입니다.',
    ROUND_OUT_OF_RANGE: '진행 중인 회차부터 하루 안의 회차만 지정할 수 있습니다.',
    BET_BLOCKED: '베팅이 제한된 계정입니다. 관리자에게 문의해주세요.',
    INSUFFICIENT_BALANCE: '잔액이 부족합니다.',
    NEGATIVE_BALANCE: '잔액이 마이너스인 상태에서는 이용할 수 없습니다.',
    LIMIT_EXCEEDED: '베팅 한도를 초과했습니다.',
    LIMIT_SELF: '스스로 설정한 한도를 초과했습니다.',
    SELF_EXCLUDED: '스스로 신청한 이용 제한 중입니다. 베팅, 충전, 포인트 전환을 할 수 없습니다.',
    LOGIN_ID_TAKEN: '이미 사용 중인 아이디입니다.',
    PAYLOAD_TOO_LARGE: '요청 본문이 너무 큽니다.',
    BATCH_REFUSED: '한 번에 보낼 수 없는 요청입니다. 나누어 보내주세요.',
    UNSUPPORTED_MEDIA_TYPE: '요청 본문은 JSON(application/json)이어야 합니다.',
    RATE_LIMITED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    INTERNAL: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    DB_UNAVAILABLE:
      '일시적으로 요청을 처리하지 못했습니다. 아무것도 변경되지 않았으니 잠시 후 다시 시도해주세요.',
    SERVER_DRAINING: '서버를 교체하는 중입니다. 잠시 후 자동으로 다시 연결됩니다.',
    BET_OUTCOME_UNKNOWN:
      '베팅 처리 결과를 확인하지 못했습니다. 다시 보내기 전에 내 베팅에서 접수 여부를 확인해주세요.',
    REQUEST_ALREADY_PROCESSED: '이미 처리된 요청입니다.',
    INSUFFICIENT_POINTS: '보유 포인트가 부족합니다.',
    POINT_PASSWORD_REQUIRED: '포인트 전환 비밀번호를 입력해주세요.',
    POINT_PASSWORD_MISMATCH: '포인트 전환 비밀번호가 올바르지 않습니다.',
    POINT_PASSWORD_NOT_SET: '포인트 전환 비밀번호가 설정되지 않았습니다. 관리자에게 문의해주세요.',
    CONFIRMATION_REQUIRED:
      '전체 정산은 모든 회원의 내역을 보관 처리합니다. 확인(confirm: true)과 함께 다시 요청해주세요.',
    TOTP_REQUIRED: '2단계 인증 코드를 입력해주세요.',
    TOTP_INVALID: '인증 코드가 올바르지 않습니다.',
    TOTP_CHALLENGE_INVALID: '인증 시간이 지났습니다. 다시 로그인해주세요.',
    TOTP_ALREADY_ENABLED: '2단계 인증이 이미 설정되어 있습니다.',
    TOTP_NOT_ENABLED: '2단계 인증이 설정되어 있지 않습니다.',
    TOTP_REQUIRED_BY_ROLE: '이 등급은 2단계 인증이 필수로 지정되어 있어 해제할 수 없습니다.',
    ROUND_NOT_DRAWN: '추첨이 끝난 회차만 재정산할 수 있습니다.',
    BRANCH_LEVEL_MISMATCH: '등급과 조직 단계가 맞지 않습니다.',
    BRANCH_SUSPENDED: '소속 조직의 이용이 중지되었습니다. 상위 관리자에게 문의해주세요.',
    RATE_ABOVE_PARENT: '상위 조직의 요율보다 높게 설정할 수 없습니다.',
    RATE_BELOW_CHILD: '하위 조직의 요율보다 낮게 설정할 수 없습니다.',
    PERIOD_INVALID: '정산 기간은 하루, 월요일부터 일요일까지의 한 주, 또는 한 달이어야 합니다.',
    PERIOD_NOT_ENDED: '끝나지 않은 기간은 마감할 수 없습니다.',
    PERIOD_UNSETTLED: '기간 안에 아직 정산되지 않은 베팅이 있습니다. 정산 후 다시 마감해주세요.',
    PERIOD_OVERLAP: '이미 마감된 기간과 겹칩니다.',
    HOUSE_EDGE: '최소 하우스 엣지를 넘는 배당, 포인트 적립률 또는 롤링 요율입니다.',
    ROUND_HAS_BETS: '베팅이 있는 회차에는 결과를 입력할 수 없습니다.',
    ROUND_ALREADY_OPEN:
      '베팅이 시작된 회차에는 결과를 입력할 수 없습니다. 아직 열리지 않은 회차만 지정할 수 있습니다.',
    RESULT_VERIFIABLE:
      '시드와 비콘으로 추첨된 회차의 결과는 바꿀 수 없습니다. 그 결과로 다시 정산만 할 수 있습니다.',
    SELF_CHANGE_FORBIDDEN:
      '자신의 계정은 회원 관리에서 바꿀 수 없습니다. 계정 메뉴에서 현재 비밀번호와 함께 변경해주세요.',
    SELF_APPROVAL_FORBIDDEN: '자신이 제안한 변경은 다른 최고관리자가 승인해야 합니다.',
    APPROVER_NOT_INDEPENDENT:
      '이 제안은 승인할 수 없습니다. 제안자가 만들었거나 비밀번호·2단계 인증을 초기화한 계정(또는 그 반대)은 서로의 제안을 승인할 수 없습니다.',
    APPROVER_COOLING_OFF: '새로 최고관리자가 된 계정은 24시간 동안 제안을 승인할 수 없습니다.',
    PROPOSAL_EXPIRED: '제안이 만료되었습니다(24시간). 다시 제안해주세요.',
    PROPOSAL_DECIDED: '이미 처리된 제안입니다.',
    // Not the server's: a call that got no answer at all.
    NETWORK_ERROR: '네트워크 연결을 확인해주세요.',
  } satisfies Record<ErrorCode | typeof networkErrorCode, string>,
  reasons: {
    branchNotFound: '조직을 찾을 수 없습니다.',
    ownBranchNotFound: '소속 조직을 찾을 수 없습니다.',
    memberNotFound: '회원을 찾을 수 없습니다.',
    sessionNotFound: '세션을 찾을 수 없습니다.',
    roundNotFound: '회차를 찾을 수 없습니다.',
    selectionNotFound: '해당 마켓의 선택 항목을 찾을 수 없습니다.',
    proposalNotFound: '제안을 찾을 수 없습니다.',
    betNotFound: '베팅 내역을 찾을 수 없습니다.',
    requestNotFound: '요청을 찾을 수 없습니다.',
    createLowerRoles: '자신보다 낮은 등급만 생성할 수 있습니다.',
    assignLowerRoles: '자신보다 낮은 등급만 지정할 수 있습니다.',
    manageLowerRoles: '자신보다 낮은 등급의 회원만 관리할 수 있습니다.',
    removeLowerRoles: '자신보다 낮은 등급의 회원만 삭제할 수 있습니다.',
    ownRole: '자신의 등급은 변경할 수 없습니다.',
    suspendSelf: '자신의 계정은 정지할 수 없습니다.',
    sanctionFromAbove: '상위 단계가 내린 제재는 그 단계 이상에서만 해제할 수 있습니다.',
    removeSelf: '자기 자신은 삭제할 수 없습니다.',
    parentChangesOnly: '상위 조직만 변경할 수 있습니다.',
    rootHasNoRates: '운영사 조직에는 요율이 없습니다.',
    suspendRoot: '운영사 조직은 중지할 수 없습니다.',
    roleLevel: '{{role}} 관리자는 {{level}} 단계 조직에만 소속될 수 있습니다.',
    openBranchBelow:
      '새 조직은 바로 아래 단계에만 열립니다. {{role}} 관리자는 소속될 {{level}} 조직(orgId)을 지정해주세요.',
    belowShop: '매장 아래에는 조직을 만들 수 없습니다.',
    moveMembersOnly: '회원만 다른 매장으로 옮길 수 있습니다.',
    moveToShopOnly: '회원은 매장 조직으로만 옮길 수 있습니다.',
    moveToSuspended: '이용이 중지된 조직으로는 옮길 수 없습니다.',
    walletInUse: '잔액이나 거래 내역이 있는 지갑은 삭제할 수 없습니다.',
    ownPassword:
      '자신의 비밀번호는 회원 관리에서 바꿀 수 없습니다. 계정 메뉴의 비밀번호 변경에서 현재 비밀번호와 함께 바꿔주세요.',
    ownSecondFactor:
      '자신의 2단계 인증은 초기화할 수 없습니다. 계정 메뉴의 2단계 인증에서 현재 비밀번호와 코드로 해제해주세요.',
    memberHasNoFactor: '이 계정에는 2단계 인증이 설정되어 있지 않습니다.',
    invalidToken: '유효하지 않은 토큰입니다.',
    tooManyLogins: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    tooManyPointPasswords: '포인트 전환 비밀번호를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
    tooManyPasswordChecks: '현재 비밀번호를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
    tooManyCodes: '인증 코드를 너무 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
    controlCharacters: '사용할 수 없는 문자가 포함되어 있습니다.',
    malformedPath: '주소의 형식이 올바르지 않습니다.',
    jsonObject: '요청 본문은 JSON 객체여야 합니다.',
    superNeedsPassword: '최고관리자를 만들려면 현재 비밀번호를 입력해주세요.',
    wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
    periodReversed: '시작일은 종료일보다 늦을 수 없습니다.',
    periodTooLong: '조회 기간이 너무 깁니다. 한 번에 {{maxPeriods}}개 구간까지 조회할 수 있습니다.',
    noSelection: '베팅 항목을 선택해주세요.',
    tooManyCalls: '한 번에 보낼 수 있는 호출은 {{maxCalls}}개까지입니다.',
    onePasswordCall: '비밀번호를 확인하는 호출은 한 번에 하나씩만 보낼 수 있습니다.',
    oddsAboveEdge:
      '{{selection}} 선택의 환수율(배당 × 당첨 확률 + 포인트 적립률 + 롤링 요율)이 {{limit}}%를 넘습니다. 이 배당에서 허용되는 최대 포인트 적립률은 {{pointRate}}%입니다.',
    oddsAboveEdgeWithoutPoints:
      '{{selection}} 선택의 환수율(배당 × 당첨 확률 + 포인트 적립률 + 롤링 요율)이 {{limit}}%를 넘습니다. 포인트 없이도 한도를 넘습니다.',
    pointRateCapped:
      '포인트 적립률은 {{pointRate}}%까지 설정할 수 있습니다. (최소 하우스 엣지 {{minHouseEdge}}%, 최고 롤링 요율 {{rollingRate}}%)',
    noPointRate:
      '지금의 배당과 롤링 요율에서는 포인트를 적립할 수 없습니다. (최소 하우스 엣지 {{minHouseEdge}}%, 최고 롤링 요율 {{rollingRate}}%)',
    rollingRateCapped:
      '롤링 요율은 {{rollingRate}}%까지 설정할 수 있습니다. (최소 하우스 엣지 {{minHouseEdge}}%, 회원 최고 포인트 적립률 {{pointRate}}%)',
    withdrawalWhileNegative:
      '회원의 보유머니가 {{money}}으로 마이너스입니다. 0원 이상이 될 때까지 출금을 승인할 수 없습니다. 거절하면 신청 금액이 보유머니로 돌아갑니다.',
    accountsTiedByCreation:
      '제안자와 승인자 중 한 사람이 다른 사람의 계정을 만들었습니다. 다른 최고관리자가 승인해야 합니다.',
    accountsTiedByReset:
      '제안자와 승인자 중 한 사람이 다른 사람의 비밀번호 또는 2단계 인증을 초기화했습니다. 다른 최고관리자가 승인해야 합니다.',
    noticeNotFound: '공지를 찾을 수 없습니다.',
    noticeNotDraft: '작성 중인 공지만 삭제할 수 있습니다. 게시 중이면 먼저 게시를 내려주세요.',
    messageNotFound: '메시지를 찾을 수 없습니다.',
    noRecipients: '받을 회원이 없습니다.',
    inquiryNotFound: '문의를 찾을 수 없습니다.',
    inquiryClosed: '종료된 문의입니다.',
  } satisfies Record<RefusalReason, string>,
  /** Sentences of a code that name what its details carry (lib/refusal-wordings.ts picks one). */
  detailed: {
    insufficientBalance: '잔액이 부족합니다. (현재 잔액: {{money}})',
    insufficientPoints: '보유 포인트가 부족합니다. (현재 포인트: {{points}})',
    oddsChanged: '배당률이 변경되었습니다. (현재 {{odds}})',
    capExceeded: '{{group}} 한도 {{cap}} 초과 (현재 {{current}})',
    selfLimit: '{{period}} {{limitName}} {{limit}} 초과 (남은 한도 {{remaining}})',
    excludedUntil:
      '스스로 신청한 이용 제한 중입니다 ({{until}}까지). 베팅, 충전, 포인트 전환을 할 수 없습니다.',
    excludedForever: '스스로 영구 이용 제한을 신청한 계정입니다. 베팅, 충전, 포인트 전환을 할 수 없습니다.',
    rateAboveParent: '상위 조직의 요율(롤링 {{rolling}}%, 루징 {{losing}}%)보다 높게 설정할 수 없습니다.',
    rateBelowChild: '하위 조직의 요율(롤링 {{rolling}}%, 루징 {{losing}}%)보다 낮게 설정할 수 없습니다.',
  },
  /** The game's own names of its selections, for a refusal that names one (HOUSE_EDGE). */
  selections: Object.fromEntries(selections.map((selection) => [selection.code, selection.label.ko])),
  /**
   * A schema's refusal of a field (named by its path, or of the whole input, or shown beside the
   * field's input): the server's own Korean, which names what is wrong.
   */
  fieldIssue: { named: '{{message}}', unnamed: '{{message}}', beside: '{{message}}' },
  /**
   * A form's own check of a field against the same schema, before anything is sent (by the issue's
   * kind and its bound): Korean says the schema's words, as the server would.
   */
  formIssue: {
    required: '{{message}}',
    tooShort: '{{message}}',
    tooLong: '{{message}}',
    atLeast: '{{message}}',
    atMost: '{{message}}',
    format: '{{message}}',
    invalid: '{{message}}',
  },
}

export type RefusalCatalog = typeof refusalsKo
