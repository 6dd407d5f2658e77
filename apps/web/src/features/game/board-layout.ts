import { markets } from '@pb/game'
import type { OddsMarket } from '../../trpc/types'

type OddsSelection = OddsMarket['selections'][number]

/**
 * What the board draws of a market: its code, and its selections' codes and odds (their names come
 * from lib/labels). The odds are missing until the server's board has answered.
 */
export interface BoardMarket {
  marketCode: OddsMarket['marketCode']
  selections: (Pick<OddsSelection, 'selectionCode'> & { oddsValue: OddsSelection['oddsValue'] | undefined })[]
}

/**
 * The board before its odds have answered: every market and selection of the game, which never
 * change (docs/game-rules.md §4), so the page draws the board at once and fills the odds in.
 */
export const boardWithoutOdds: BoardMarket[] = markets.map((market) => ({
  marketCode: market.code,
  selections: market.selections.map((selection) => ({ selectionCode: selection.code, oddsValue: undefined })),
}))

/**
 * The single-condition markets members play most: always open at the top of the board, one
 * segmented row each. The combinations follow in groups that fold on a phone.
 */
const popularMarkets = new Set(['PB_ODD_EVEN', 'PB_UNDER_OVER', 'NB_ODD_EVEN', 'NB_UNDER_OVER', 'NB_SIZE'])

export function splitBoard(board: BoardMarket[]) {
  return {
    popular: board.filter((market) => popularMarkets.has(market.marketCode)),
    combinations: board.filter((market) => !popularMarkets.has(market.marketCode)),
  }
}

// Combinations in rows of two on a phone, of four (the eight-way ones) or three (six-way) when wider.
const columnsBySize: Record<number, string> = {
  4: 'grid-cols-2 sm:grid-cols-4',
  6: 'grid-cols-3',
  8: 'grid-cols-2 sm:grid-cols-4',
}

export function combinationColumns(size: number): string {
  return columnsBySize[size] ?? 'grid-cols-2'
}
