import { drawsKo } from '../../draws/i18n/ko'

/**
 * The fairness words, a namespace of their own ('fairness') that loads with /fairness and /game, so
 * the sign-in screens never carry them: the seed chain, the beacon, the operator's interventions and
 * what the game page discloses about the round being bet on. The public record of the draws
 * (results, statistics, boards and the draw as it happens) travels with them under `draws`, so that
 * /results and /statistics need no loader of their own in the entry every page loads.
 */
export const fairnessKo = {
  title: '공정성 검증',
  explanation:
    '하루 288회차의 시드는 SHA-256 해시 체인으로 미리 만들어지고, 하루가 시작되기 전에 앵커가 공개됩니다. 버전 2 회차의 결과는 시드와, 베팅이 마감된 뒤에야 나오는 공개 비콘 값으로 정해집니다. 각 회차의 시드와 비콘은 추첨 때 공개되며, 브라우저에서 직접 검증할 수 있습니다.',
  date: '게임 날짜',
  anchor: '앵커',
  anchorHelp: '1회차 시드의 SHA-256 해시입니다. 그날의 모든 시드는 이 값으로 이어집니다.',
  noAnchor: '이 날짜의 앵커가 없습니다.',
  commitmentOf: '{{round}}회차 커밋',
  notYet: '공개 전',
  openPage: '공정성 검증',
  verify: '검증',
  verifyRound: '{{round}}회차 검증',
  verifyAll: '전체 검증',
  verifying: '검증 중 {{done}}/{{total}}',
  summary: '{{total}}개 회차 중 {{verified}}개 검증 완료',
  summaryWithVoided: '{{total}}개 회차 중 {{verified}}개 검증 완료 (취소된 회차 {{voided}}개 포함)',
  needsSecureContext: '검증은 HTTPS 연결에서만 할 수 있습니다.',
  noRounds: '이 날짜에 추첨된 회차가 없습니다.',
  roundsOf: '{{date}} 회차 목록',
  todayRound: '{{round}}회차',
  manual: '수동 결과',
  seed: '시드',
  voided: '취소',
  version: 'v{{version}}',
  versionHint: {
    v1: '버전 1: 시드만으로 추첨',
    v2: '버전 2: 시드와 비콘으로 추첨',
  },
  verdict: {
    verified: '검증됨',
    manual: '수동 결과',
    void: '취소된 회차 · 시드 검증됨',
    mismatch: '불일치',
    unavailable: '검증 불가',
  },
  checks: {
    label: '{{round}}회차 검증 항목',
    seed: '시드가 앵커로 이어짐',
    beaconSignature: '비콘 서명이 이 날의 공개키로 검증됨',
    beaconRound: '비콘 라운드가 이 회차의 라운드 (#{{round}})',
    draw: '시드와 비콘 난수로 결과를 다시 계산해 일치',
    drawSeedOnly: '시드로 결과를 다시 계산해 일치',
    manualDraw: '운영자가 정한 결과: 시드로 계산한 결과와 다름',
    lateDraw: '늦게 온 비콘으로 계산한 결과가 공개된 값과 일치',
    ok: '통과',
    failed: '실패',
  },
  voidReason: {
    OPERATOR: '운영자 취소',
    BEACON_LATE: '비콘 지연으로 취소',
  },
  lateResult: '비콘이 늦게 와서 취소됨 · 그 비콘이었다면 나왔을 결과',
  beaconRound: '비콘 라운드',
  randomness: '난수',
  signature: '서명',
  beacon: {
    title: '추첨 비콘',
    drand: 'drand quicknet (League of Entropy)',
    drandHelp:
      '여러 독립 기관이 함께 운영하는 공개 난수입니다. 각 회차의 비콘 값은 베팅이 마감된 뒤에 나오므로, 운영사도 미리 알거나 고를 수 없습니다.',
    local: '로컬 비콘: 독립적이지 않음',
    localHelp:
      '이 비콘은 운영사가 가진 키로 서명됩니다. 서명이 아래 공개키로 된 것임은 확인할 수 있지만, 키를 가진 운영사에 대해서는 아무것도 보장하지 않습니다. 시험·개발용입니다.',
    none: '이 날짜의 비콘 정보가 없습니다. 버전 1 회차는 시드만으로 검증합니다.',
    chainHash: '체인 해시',
    publicKey: '공개키',
    period: '주기',
    periodValue: '{{seconds}}초',
  },
  selfApproval: {
    on: '자기 승인 켜짐',
    onHelp:
      '최고관리자가 한 명뿐이라, 운영자 개입(수동 결과, 재정산, 회차 취소)을 같은 사람이 제안하고 승인할 수 있습니다.',
    off: '두 사람 승인',
    offHelp:
      '운영자 개입(수동 결과, 재정산, 회차 취소)은 한 최고관리자가 제안하고 다른 최고관리자가 승인해야 적용됩니다.',
  },
  interventions: {
    title: '운영자 개입',
    help: '이 날짜의 회차에 적용된 운영자의 결정입니다. 제안한 사람, 승인한 사람과 사유가 함께 공개됩니다.',
    empty: '이 날짜에는 운영자 개입이 없습니다.',
    kinds: {
      MANUAL_RESULT: '수동 결과',
      RESETTLE: '재정산',
      ROUND_VOID: '회차 취소',
    },
    round: '{{round}}회차 (#{{roundNo}})',
    proposedBy: '제안',
    approvedBy: '승인',
    reason: '사유',
    appliedAt: '적용',
  },
  game: {
    manualResult: '이 회차의 결과는 운영자({{setBy}})가 정했습니다 · 승인 {{approvedBy}} · 사유 {{reason}}',
    manualResultHelp: '추첨 결과가 아닌 운영자가 입력한 결과로 정산됩니다. 베팅 전에 확인하세요.',
    paused: '베팅 일시 중지 (비콘 지연)',
    pausedShort: '일시 중지',
    pausedHelp: '추첨 비콘이 늦어 지금은 베팅을 받지 않습니다. 비콘이 다시 오면 자동으로 재개됩니다.',
    resultDelayed: '결과 지연',
    resultDelayedHelp:
      '직전 회차의 비콘이 늦어 결과를 기다리고 있습니다. 15분 안에 오지 않으면 그 회차는 취소되고 베팅금이 환불됩니다.',
  },
  draws: drawsKo,
}

export type FairnessCatalog = typeof fairnessKo
