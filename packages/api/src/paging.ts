/** The deepest page every list serves, so the console's addresses never ask for a page the API refuses. */
export { MAX_PAGE } from '@pb/core/max-page'
