import { isProposed } from '@pb/core/approvals/proposed'
import type { z } from 'zod'
import { proposedAnswer } from './rest/responses/approval'

/**
 * A procedure's declared answer, given to `.output()` (docs/api-conventions.md §10): its schema types
 * the answer for the web and describes it in the OpenAPI document. Development and tests check every
 * answer against it; production does not spend the CPU. It hands the answer on as the use case gave
 * it, so that checking changes nothing.
 */
export interface Answer<Output> {
  (value: unknown): Output
  /** What the use case may hand over: typed for tRPC, which reads the procedure's types off these. */
  _input: Sent<Output>
  _output: Output
  /** The answer of a call done at once (a call four eyes turned into a proposal answers `proposedAnswer`). */
  schema: z.ZodType
  /** Whether four eyes may turn the call into a proposal, answered 202. */
  mayPropose: boolean
}

/** An answer as a use case may give it: JSON turns its Dates into the instants the schema has. */
type Sent<T> = T extends string
  ? T | Date
  : T extends readonly (infer Item)[]
    ? Sent<Item>[]
    : T extends object
      ? { [Key in keyof T]: Sent<T[Key]> }
      : T

/**
 * In development (NODE_ENV unset or `development`) and tests only: production does not spend the CPU,
 * nor do the benchmarks (NODE_ENV `benchmark`), which measure what production spends.
 */
const checksAnswers = [undefined, 'development', 'test'].includes(process.env.NODE_ENV)

function declared<Output>(check: (value: unknown) => void, schema: z.ZodType, mayPropose: boolean) {
  const pass = (value: unknown) => {
    // Checked as it travels, in JSON.
    if (checksAnswers) check(JSON.parse(JSON.stringify(value)))
    return value as Output
  }
  // `_input` and `_output` are types only, as in zod's own schemas.
  return Object.assign(pass, { schema, mayPropose }) as unknown as Answer<Output>
}

/** An answer of `schema`. */
export const answer = <Schema extends z.ZodType>(schema: Schema): Answer<z.output<Schema>> =>
  declared((value) => schema.parse(value), schema, false)

/** An answer of `schema`, or the proposal four eyes made of the call instead (docs/roles-and-branches.md §5). */
export const answerOrProposal = <Schema extends z.ZodType>(
  schema: Schema,
): Answer<z.output<Schema> | z.output<typeof proposedAnswer>> =>
  declared((value) => (isProposed(value) ? proposedAnswer : schema).parse(value), schema, true)
