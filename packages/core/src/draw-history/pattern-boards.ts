import { type DrawnRound, outcomesOf } from './drawn-round'

/** The outcomes players read as pattern boards (docs/game-rules.md §9). */
const boardFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
] as const
export type BoardField = (typeof boardFields)[number]

/** One column of a board: rounds in a row with the same value, oldest first. */
export interface BoardRun {
  value: string
  length: number
  firstRound: number
  lastRound: number
}

/** A board's columns over `rounds` (oldest first): a new column each time the value changes. */
function patternBoard(rounds: DrawnRound[], field: BoardField): BoardRun[] {
  const runs: BoardRun[] = []
  for (const round of rounds) {
    const value = outcomesOf(round)[field]
    const last = runs.at(-1)
    if (last?.value === value) {
      last.length++
      last.lastRound = round.roundNo
    } else runs.push({ value, length: 1, firstRound: round.roundNo, lastRound: round.roundNo })
  }
  return runs
}

export function patternBoards(rounds: DrawnRound[]): Record<BoardField, BoardRun[]> {
  return Object.fromEntries(boardFields.map((field) => [field, patternBoard(rounds, field)])) as Record<
    BoardField,
    BoardRun[]
  >
}
