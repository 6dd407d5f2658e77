import { z } from 'zod'

/**
 * An optional field a form shows as a text box: left blank it is absent, so the server's default or
 * the stored value stands, instead of a refusal of the empty text.
 */
export const blankAsAbsent = <Inner extends z.ZodType>(inner: Inner) =>
  z.preprocess((value: string) => (value === '' ? undefined : value), inner.optional())
