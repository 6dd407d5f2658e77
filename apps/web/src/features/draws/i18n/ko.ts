import type { BoardFieldName, OutcomeFieldName } from '../../../trpc/types'

type OutcomeWord = 'ODD' | 'EVEN' | 'UNDER' | 'OVER' | 'SMALL' | 'MID' | 'BIG'

/**
 * The words of the results, statistics and pattern boards and of the draw on the game page. They
 * load inside the 'fairness' namespace (its `draws` key) with /fairness, /game, /results and
 * /statistics, so the sign-in screens never carry them.
 */
export const drawsKo = {
  values: {
    ODD: '홀',
    EVEN: '짝',
    UNDER: '언더',
    OVER: '오버',
    SMALL: '소',
    MID: '중',
    BIG: '대',
  } satisfies Record<OutcomeWord, string>,
  /** One letter per cell of a pattern board. */
  letters: {
    ODD: '홀',
    EVEN: '짝',
    UNDER: '언',
    OVER: '오',
    SMALL: '소',
    MID: '중',
    BIG: '대',
  } satisfies Record<OutcomeWord, string>,
  /** Two outcomes read together: 홀 + 언더 → 홀언더. */
  combo: '{{first}}{{second}}',
  /** The game page's tabs for the results and the statistics. */
  tabs: {
    results: '결과',
    statistics: '통계',
  },
  roundOfDay: '{{round}}회차',
  globalRound: '#{{round}}',
  results: {
    title: '회차 결과',
    description:
      '하루 288회차의 추첨 결과입니다. 일반볼은 추첨된 순서와 크기순으로 보여 줍니다. 날짜를 고르거나 회차 번호로 찾을 수 있습니다.',
    date: '날짜',
    roundSearch: '회차 검색',
    roundPlaceholder: '회차 번호',
    roundHelp: '1~288은 고른 날짜의 회차, 그보다 큰 수는 전체 회차 번호입니다.',
    roundInvalid: '1 이상의 회차 번호를 숫자로 입력해주세요.',
    search: '검색',
    clearSearch: '전체 보기',
    total: '총 {{value}}회차',
    searched: '{{round}}회차 검색 결과',
    listLabel: '{{date}} 회차 결과',
    empty: '아직 결과가 없습니다',
    notFound: '{{round}}회차 결과가 없습니다',
    loadFailed: '결과를 불러오지 못했습니다',
    columns: {
      round: '회차',
      drawOrder: '추첨 순서',
      sorted: '크기순',
      powerball: '파워볼',
      sum: '일반볼 합',
      notes: '비고',
      check: '검증',
    },
    manual: '운영자 입력',
    manualHelp: '추첨이 아니라 운영자가 입력한 결과입니다.',
    voided: '취소',
    voidedHelp: '취소된 회차는 결과가 없고 통계에 들어가지 않습니다. 베팅금은 환불됩니다.',
    voidReason: {
      OPERATOR: '운영자 취소',
      BEACON_LATE: '비콘 지연으로 취소',
    },
    check: '공정성 확인',
    checkLabel: '{{round}}회차 공정성 확인',
    drawOrderLabel: '추첨 순서 {{balls}}',
    sortedLabel: '크기순 {{balls}}',
    powerballLabel: '파워볼 {{ball}}',
  },
  statistics: {
    title: '통계·패턴',
    description:
      '고른 구간에서 각 결과가 나온 횟수와 비율, 연속 기록, 숫자별 출현과 패턴 보드입니다. 취소된 회차는 세지 않습니다.',
    window: {
      label: '집계 구간',
      rounds: '최근 {{value}}회차',
      days: '{{value}}일',
    },
    summary: '{{value}}회차 집계 · {{from}} ~ {{to}}',
    empty: '아직 결과가 없습니다',
    loadFailed: '통계를 불러오지 못했습니다',
    sections: {
      outcomes: '결과별 통계',
      powerballs: '파워볼 숫자 (0~9)',
      balls: '일반볼 숫자 (1~28)',
      boards: '패턴 보드',
    },
    fields: {
      powerballOddEven: '파워볼 홀/짝',
      powerballUnderOver: '파워볼 언더/오버',
      numberOddEven: '일반볼 합 홀/짝',
      numberUnderOver: '일반볼 합 언더/오버',
      numberSize: '일반볼 합 대/중/소',
      powerballCombo: '파워볼 홀짝·언더오버',
      numberCombo: '일반볼 합 홀짝·언더오버',
      numberOddEvenSize: '일반볼 합 홀짝·대중소',
    } satisfies Record<OutcomeFieldName, string>,
    columns: {
      value: '결과',
      count: '횟수',
      share: '비율',
    },
    times: '{{value}}회',
    streak: '현재 연속',
    streakValue: '{{value}} {{length}}연속',
    longest: '최장 연속',
    longestRound: '{{date}} {{round}}회차까지',
    noStreak: '기록 없음',
    balls: {
      legend: '숫자마다 출현 횟수, 비율, 마지막으로 나온 뒤 지난 회차',
      count: '출현',
      share: '비율',
      since: '미출현',
      ago: '{{value}}회 전',
      latest: '최근 회차',
      never: '기록 없음',
      most: '최다',
      least: '최소',
      mostList: '최다 출현 {{balls}} ({{count}})',
      leastList: '최소 출현 {{balls}} ({{count}})',
    },
  },
  boards: {
    fields: {
      powerballOddEven: '파워볼 홀짝',
      powerballUnderOver: '파워볼 언더오버',
      numberOddEven: '일반볼 홀짝',
      numberUnderOver: '일반볼 언더오버',
      numberSize: '대중소',
    } satisfies Record<BoardFieldName, string>,
    help: '같은 결과가 이어지면 한 열에 아래로 쌓고, 결과가 바뀌면 새 열을 시작합니다. 6칸을 넘는 연속은 맨 아랫줄을 따라 오른쪽으로 이어집니다.',
    region: '{{title}} 패턴 보드, 좌우로 스크롤',
    columns: '{{value}}열',
    current: '현재 {{value}} {{length}}연속',
    recent: '최근 열 (최신순): {{runs}}',
    run: '{{value}} {{length}}',
    legend: '범례',
  },
  reveal: {
    title: '{{round}}회차 추첨',
    drawing: '추첨 중',
    close: '추첨 결과 닫기',
    sum: '합',
    powerball: '파워볼',
    normal: '일반볼',
    manual: '운영자 입력',
    mine: '내 베팅',
    noBets: '이 회차에는 베팅하지 않았습니다.',
    settling: '정산 중…',
    more: '외 {{value}}건',
    totalPayout: '당첨금 합계 {{amount}}',
    announce:
      '{{round}}회차 추첨 결과: 일반볼 {{balls}}, 합 {{sum}} {{sumOutcome}}, 파워볼 {{powerball}} {{powerballOutcome}}.',
    announceManual: '운영자가 입력한 결과입니다.',
    announceMine: '내 베팅 {{count}}건: 당첨 {{won}}건, 당첨금 {{payout}}.',
  },
}

export type DrawsCatalog = typeof drawsKo
