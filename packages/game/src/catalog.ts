import type { OddEven, Outcome, Size, UnderOver } from './outcome'

/** The part of an outcome a selection requires; a selection wins when every part matches. */
export interface Conditions {
  powerballOddEven?: OddEven
  powerballUnderOver?: UnderOver
  numberOddEven?: OddEven
  numberUnderOver?: UnderOver
  numberSize?: Size
}

export const capGroups = [
  'ODD_EVEN',
  'UNDER_OVER',
  'MIXED_2',
  'SIZE',
  'SIZE_COMBO',
  'PB_NB_2',
  'TRIPLE',
] as const
export type CapGroup = (typeof capGroups)[number]

export interface Selection {
  code: string
  marketCode: string
  label: { ko: string; en: string }
  /** Default odds in hundredths (1.93 → 193). */
  defaultOdds: number
  capGroup: CapGroup
  conditions: Conditions
}

export interface Market {
  code: string
  label: { ko: string; en: string }
  selections: Selection[]
}

const ko = { ODD: '홀', EVEN: '짝', UNDER: '언더', OVER: '오버', SMALL: '소', MID: '중', BIG: '대' } as const
const koShort = { ODD: '홀', EVEN: '짝', UNDER: '언', OVER: '오' } as const
const en = {
  ODD: 'odd',
  EVEN: 'even',
  UNDER: 'under',
  OVER: 'over',
  SMALL: 'small',
  MID: 'mid',
  BIG: 'big',
} as const
const oddEven: OddEven[] = ['ODD', 'EVEN']
const underOver: UnderOver[] = ['UNDER', 'OVER']
const sizes: Size[] = ['SMALL', 'MID', 'BIG']

function market(
  code: string,
  koLabel: string,
  enLabel: string,
  selections: Omit<Selection, 'marketCode'>[],
): Market {
  return {
    code,
    label: { ko: koLabel, en: enLabel },
    selections: selections.map((s) => ({ ...s, marketCode: code })),
  }
}

/** The 11 markets and 45 selections of docs/game-rules.md §4, in board order. */
export const markets: Market[] = [
  market(
    'PB_ODD_EVEN',
    '파워볼 홀짝',
    'Powerball odd/even',
    oddEven.map((pe) => ({
      code: `PB_${pe}`,
      label: { ko: `파워볼 ${ko[pe]}`, en: `Powerball ${en[pe]}` },
      defaultOdds: 193,
      capGroup: 'ODD_EVEN',
      conditions: { powerballOddEven: pe },
    })),
  ),
  market(
    'PB_UNDER_OVER',
    '파워볼 언더오버',
    'Powerball under/over',
    underOver.map((pu) => ({
      code: `PB_${pu}`,
      label: { ko: `파워볼 ${ko[pu]}`, en: `Powerball ${en[pu]}` },
      defaultOdds: 193,
      capGroup: 'UNDER_OVER',
      conditions: { powerballUnderOver: pu },
    })),
  ),
  market(
    'NB_ODD_EVEN',
    '일반볼 홀짝',
    'Normal balls odd/even',
    oddEven.map((ne) => ({
      code: `NB_${ne}`,
      label: { ko: `일반볼 ${ko[ne]}`, en: `Normal ${en[ne]}` },
      defaultOdds: 193,
      capGroup: 'ODD_EVEN',
      conditions: { numberOddEven: ne },
    })),
  ),
  market(
    'NB_UNDER_OVER',
    '일반볼 언더오버',
    'Normal balls under/over',
    underOver.map((nu) => ({
      code: `NB_${nu}`,
      label: { ko: `일반볼 ${ko[nu]}`, en: `Normal ${en[nu]}` },
      defaultOdds: 193,
      capGroup: 'UNDER_OVER',
      conditions: { numberUnderOver: nu },
    })),
  ),
  market(
    'NB_SIZE',
    '일반볼 대중소',
    'Normal balls size',
    sizes.map((size) => ({
      code: size,
      label: { ko: ko[size], en: en[size] },
      defaultOdds: size === 'MID' ? 247 : 282,
      capGroup: 'SIZE',
      conditions: { numberSize: size },
    })),
  ),
  market(
    'NB_ODD_EVEN_SIZE',
    '일반볼 홀짝+대중소',
    'Normal odd/even + size',
    oddEven.flatMap((ne) =>
      sizes.map((size) => ({
        code: `${ne}_${size}`,
        label: { ko: `${ko[ne]}${ko[size]}`, en: `${en[ne]} ${en[size]}` },
        defaultOdds: size === 'MID' ? 333 : 381,
        capGroup: 'SIZE_COMBO' as const,
        conditions: { numberOddEven: ne, numberSize: size },
      })),
    ),
  ),
  market(
    'PB_COMBO',
    '파워볼 홀짝+언오버',
    'Powerball odd/even + under/over',
    oddEven.flatMap((pe) =>
      underOver.map((pu) => ({
        code: `PB_${pe}_${pu}`,
        label: { ko: `파워볼 ${ko[pe]}${ko[pu]}`, en: `Powerball ${en[pe]} ${en[pu]}` },
        // Odd+under (1, 3) and even+over (6, 8) are the two-in-ten outcomes.
        defaultOdds: (pe === 'ODD') === (pu === 'UNDER') ? 411 : 311,
        capGroup: 'MIXED_2' as const,
        conditions: { powerballOddEven: pe, powerballUnderOver: pu },
      })),
    ),
  ),
  market(
    'NB_COMBO',
    '일반볼 홀짝+언오버',
    'Normal odd/even + under/over',
    oddEven.flatMap((ne) =>
      underOver.map((nu) => ({
        code: `NB_${ne}_${nu}`,
        label: { ko: `일반볼 ${ko[ne]}${ko[nu]}`, en: `Normal ${en[ne]} ${en[nu]}` },
        defaultOdds: 372,
        capGroup: 'MIXED_2' as const,
        conditions: { numberOddEven: ne, numberUnderOver: nu },
      })),
    ),
  ),
  market('PB_NB_PAIR', '파워볼+일반볼 조합', 'Powerball + normal pair', [
    ...oddEven.flatMap((pe) =>
      oddEven.map((ne) => ({
        code: `P_${pe}_N_${ne}`,
        label: { ko: `파${koShort[pe]}+일${koShort[ne]}`, en: `PB ${en[pe]} + normal ${en[ne]}` },
        defaultOdds: 332,
        capGroup: 'PB_NB_2' as const,
        conditions: { powerballOddEven: pe, numberOddEven: ne },
      })),
    ),
    ...underOver.flatMap((pu) =>
      underOver.map((nu) => ({
        code: `P_${pu}_N_${nu}`,
        label: { ko: `파${koShort[pu]}+일${koShort[nu]}`, en: `PB ${en[pu]} + normal ${en[nu]}` },
        defaultOdds: 332,
        capGroup: 'PB_NB_2' as const,
        conditions: { powerballUnderOver: pu, numberUnderOver: nu },
      })),
    ),
  ]),
  market(
    'PB_NB_COMBO2',
    '파워볼 홀짝+일반볼 언오버',
    'PB odd/even + normal under/over',
    oddEven.flatMap((pe) =>
      underOver.map((nu) => ({
        code: `COMBO2_${pe}_${nu}`,
        label: { ko: `파${koShort[pe]}+일${koShort[nu]}`, en: `PB ${en[pe]} + normal ${en[nu]}` },
        defaultOdds: 332,
        capGroup: 'MIXED_2' as const,
        conditions: { powerballOddEven: pe, numberUnderOver: nu },
      })),
    ),
  ),
  market(
    'PB_NB_TRIPLE',
    '3조합',
    'Triple combination',
    oddEven.flatMap((pe) =>
      oddEven.flatMap((ne) =>
        underOver.map((nu) => ({
          code: `${pe}_${ne}_${nu}`,
          label: {
            ko: `파${koShort[pe]}+일${koShort[ne]}+일${koShort[nu]}`,
            en: `PB ${en[pe]} + normal ${en[ne]} + ${en[nu]}`,
          },
          defaultOdds: 672,
          capGroup: 'TRIPLE' as const,
          conditions: { powerballOddEven: pe, numberOddEven: ne, numberUnderOver: nu },
        })),
      ),
    ),
  ),
]

export const selections: Selection[] = markets.flatMap((m) => m.selections)
const selectionByCode = new Map(selections.map((s) => [s.code, s]))

export function findSelection(code: string): Selection | undefined {
  return selectionByCode.get(code)
}

/** Whether a selection wins on what a draw decided (an Outcome, or only the fields conditions read). */
export function selectionWins(selection: Selection, outcome: Required<Conditions>): boolean {
  return Object.entries(selection.conditions).every(
    ([field, value]) => outcome[field as keyof Conditions] === value,
  )
}

/** Every selection code that wins for an outcome, computed once per round. */
export function winningSelections(outcome: Outcome): string[] {
  return selections.filter((s) => selectionWins(s, outcome)).map((s) => s.code)
}
