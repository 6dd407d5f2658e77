import { MAX_EXPORT_ROWS } from '@pb/contract/limits'

/**
 * Every row of a filtered list, page by page at the list's largest page size: the export covers the
 * whole filter, not the page on screen.
 */
export async function collectAllPages<Row>(
  fetchPage: (page: number) => Promise<{ items: Row[]; pagination: { totalPages: number } }>,
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; rows.length < MAX_EXPORT_ROWS; page++) {
    const { items, pagination } = await fetchPage(page)
    rows.push(...items)
    if (page >= pagination.totalPages || items.length === 0) break
  }
  return rows
}
