import { z } from 'zod'

/** A whole number: money in won, points, ids and counts. */
export const int = () => z.number().int()

/** An instant as an ISO 8601 string in UTC. */
export const instant = () => z.iso.datetime()

/** The answer of a call that changes something and has nothing more to tell. */
export const done = z.strictObject({ ok: z.literal(true) })

/** A page of a list answer. */
export const paged = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    items: z.array(item),
    pagination: z.strictObject({ page: int(), limit: int(), total: int(), totalPages: int() }),
  })
