/** docs/product.md §5.9: most admin transaction lists fetch 100 rows; the console's sizes are 10, 25, 50, 100. */
export const requestPageSizes = [10, 25, 50, 100] as const
export const defaultRequestPageSize = 100
