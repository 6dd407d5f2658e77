/**
 * Whether a table shows the previous page's rows while the page asked for loads. `isPlaceholderData`
 * is read first: React Query tracks only the fields a render reads, so a table showing its own rows
 * is not drawn again when a background refetch starts and ends.
 */
export const loadingOverPrevious = (query: { isPlaceholderData: boolean; isFetching: boolean }) =>
  query.isPlaceholderData && query.isFetching
