import { z } from 'zod'

/**
 * Stands for `A`, and compiles only while `A` and `B` are each assignable to the other; `C` is there
 * only to check `B` against `A`. A response schema's output is written against its procedure's
 * answer with it, so a field added, dropped or retyped on either side fails the typecheck there.
 */
/** The answer of a call done at once, not turned into a proposal by four eyes (202). */
export type Done<Answer> = Exclude<Answer, { proposed: true }>

export type SameType<A extends B, B extends C, C = A> = A

/** A whole number: money in won, points, ids and counts. */
export const int = () => z.number().int()

/** An instant as an ISO 8601 string in UTC. */
export const instant = () => z.iso.datetime()

/** A page of a list answer. */
export const paged = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    items: z.array(item),
    pagination: z.strictObject({ page: int(), limit: int(), total: int(), totalPages: int() }),
  })
