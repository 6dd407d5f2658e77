export interface PageSizeRange {
  min: number
  max: number
}

/** A typed page size held to the range: 500 reads as the largest, 3 as the smallest (not an error). */
export function clampPageSize(value: number, range: PageSizeRange): number {
  return Math.min(range.max, Math.max(range.min, Math.trunc(value)))
}
