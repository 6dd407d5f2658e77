import type { OddsMarket } from '../../trpc/types'

/**
 * The single-condition markets members play most: always open at the top of the board, one
 * segmented row each. The combinations follow in groups that fold on a phone.
 */
const popularMarkets = new Set(['PB_ODD_EVEN', 'PB_UNDER_OVER', 'NB_ODD_EVEN', 'NB_UNDER_OVER', 'NB_SIZE'])

export function splitBoard(markets: OddsMarket[]) {
  return {
    popular: markets.filter((market) => popularMarkets.has(market.marketCode)),
    combinations: markets.filter((market) => !popularMarkets.has(market.marketCode)),
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
