/**
 * The deepest page any list serves. An offset costs the database a walk over every row before it, so
 * a page far down (page × limit rows) is refused before it reaches the database; a whole export
 * (at most 100,000 rows, 100 or more a page) still fits, and older rows are reached by narrowing the
 * filter (dates, member) instead. Kept free of imports so the web app bundles it without zod.
 */
export const MAX_PAGE = 1_000
