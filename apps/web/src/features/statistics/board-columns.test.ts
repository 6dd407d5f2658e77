import { describe, expect, test } from 'bun:test'
import { BOARD_ROWS, boardColumns } from './board-columns'

const at = (grid: ReturnType<typeof boardColumns>) =>
  grid.cells.map((cell) => `${cell.column},${cell.row},${cell.value}${cell.tail ? '~' : ''}`)

describe('boardColumns', () => {
  test('an empty board has no cells and no columns', () => {
    expect(boardColumns([])).toEqual({ cells: [], columns: 0 })
  })

  test('each run is a column, filled from the top', () => {
    const grid = boardColumns([
      { value: 'ODD', length: 3 },
      { value: 'EVEN', length: 1 },
      { value: 'ODD', length: 2 },
    ])
    expect(grid.columns).toBe(3)
    expect(at(grid)).toEqual(['0,0,ODD', '0,1,ODD', '0,2,ODD', '1,0,EVEN', '2,0,ODD', '2,1,ODD'])
    expect(grid.cells.filter((cell) => cell.start).map((cell) => cell.column)).toEqual([0, 1, 2])
  })

  test('a run of exactly six fills its column and turns nowhere', () => {
    const grid = boardColumns([
      { value: 'BIG', length: 6 },
      { value: 'MID', length: 1 },
    ])
    expect(grid.columns).toBe(2)
    expect(grid.cells.some((cell) => cell.tail)).toBe(false)
    expect(grid.cells.at(5)).toMatchObject({ column: 0, row: 5 })
    expect(grid.cells.at(6)).toMatchObject({ column: 1, row: 0, start: true })
  })

  test('a run longer than six turns right along the bottom row, and the next run starts after its tail', () => {
    const grid = boardColumns([
      { value: 'UNDER', length: 9 },
      { value: 'OVER', length: 2 },
    ])
    expect(at(grid)).toEqual([
      '0,0,UNDER',
      '0,1,UNDER',
      '0,2,UNDER',
      '0,3,UNDER',
      '0,4,UNDER',
      '0,5,UNDER',
      '1,5,UNDER~',
      '2,5,UNDER~',
      '3,5,UNDER~',
      '4,0,OVER',
      '4,1,OVER',
    ])
    expect(grid.columns).toBe(5)
  })

  test('every round has exactly one cell and no two cells share a place', () => {
    const runs = [1, 7, 2, 13, 6, 1, 8].map((length, index) => ({ value: index % 2 ? 'A' : 'B', length }))
    const grid = boardColumns(runs)
    expect(grid.cells).toHaveLength(runs.reduce((sum, run) => sum + run.length, 0))
    const places = new Set(grid.cells.map((cell) => `${cell.column},${cell.row}`))
    expect(places.size).toBe(grid.cells.length)
    expect(grid.cells.every((cell) => cell.row >= 0 && cell.row < BOARD_ROWS)).toBe(true)
    expect(Math.max(...grid.cells.map((cell) => cell.column))).toBe(grid.columns - 1)
  })

  test('a shorter board height is honoured', () => {
    const grid = boardColumns([{ value: 'ODD', length: 4 }], 3)
    expect(at(grid)).toEqual(['0,0,ODD', '0,1,ODD', '0,2,ODD', '1,2,ODD~'])
  })
})
