import type { RefusalCatalog } from '@pb/contract/refusals/ko'
import type { z } from 'zod'

export type IssueKind = keyof RefusalCatalog['formIssue']

/**
 * How a form words a schema's refusal of a field in any language: by what kind of check failed and
 * its bound, since the schema's own message is the server's Korean.
 */
export function issueKind(issue: z.core.$ZodIssue): IssueKind {
  const text = 'origin' in issue && issue.origin === 'string'
  if (issue.code === 'too_small')
    return text ? (Number(issue.minimum) <= 1 ? 'required' : 'tooShort') : 'atLeast'
  if (issue.code === 'too_big') return text ? 'tooLong' : 'atMost'
  if (issue.code === 'invalid_format') return 'format'
  return 'invalid'
}
