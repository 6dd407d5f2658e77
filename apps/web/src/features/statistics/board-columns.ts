/** A paper pattern board is six cells high (docs/game-rules.md §9). */
export const BOARD_ROWS = 6

/** One filled cell of a board, 0-based from the top-left. */
interface BoardCell {
  column: number
  row: number
  value: string
  /** Index of the run (oldest first) the cell belongs to. */
  run: number
  /** The first cell of its run: the top of a new column. */
  start: boolean
  /** Past the sixth round of its run: turned right along the bottom row (the "dragon tail"). */
  tail: boolean
}

export interface BoardGrid {
  cells: BoardCell[]
  /** Columns used, the tails included. */
  columns: number
}

/**
 * Lays a board's runs (oldest first) out as on a paper board: each run of the same value starts a
 * new column at the top and fills it downwards; a run longer than `rows` turns right along the bottom
 * row into the following columns, and the next run starts in the column after its tail.
 */
export function boardColumns(
  runs: readonly { value: string; length: number }[],
  rows: number = BOARD_ROWS,
): BoardGrid {
  const cells: BoardCell[] = []
  let column = 0
  for (const [index, run] of runs.entries()) {
    const length = Math.max(0, Math.floor(run.length))
    if (length === 0) continue
    for (let k = 0; k < length; k++) {
      const tail = k >= rows
      cells.push({
        column: tail ? column + k - rows + 1 : column,
        row: tail ? rows - 1 : k,
        value: run.value,
        run: index,
        start: k === 0,
        tail,
      })
    }
    column += Math.max(1, length - rows + 1)
  }
  return { cells, columns: column }
}
