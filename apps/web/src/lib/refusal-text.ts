import type { ErrorCode, RefusalReason } from '@pb/contract/refusal-codes'
import { type RefusalWords, sayer } from './refusal-say'
import { complete, type Details, detailedWordings, reasonValues } from './refusal-wordings'

export type { RefusalWords } from './refusal-say'

/** What a refusal carries: its stable code, the server's Korean message and its details. */
interface Refusal {
  code?: string
  message?: string
  details: Details
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * The refusal in a tRPC error (`data.domainCode`, `data.details`) or in a refusal kept on record (a
 * failed proposal's `{ code, message, details }`); null for any other error, which no server said.
 */
function refusalOf(error: unknown): Refusal | null {
  if (!isRecord(error)) return null
  const data = Reflect.get(error, 'data')
  const message = text(Reflect.get(error, 'message'))
  const detailsOf = (value: unknown) => (isRecord(value) ? value : {})
  if (isRecord(data)) return { code: text(data.domainCode), message, details: detailsOf(data.details) }
  // Only a refusal kept on record names its code outside `data`; any other Error is none.
  if (error instanceof Error || typeof error.code !== 'string') return null
  return { code: error.code, message, details: detailsOf(error.details) }
}

/** The first field a schema refused, as the server lists them in `details.fields`. */
function firstField(details: Details): { path: string } | undefined {
  const [first] = Array.isArray(details.fields) ? details.fields : []
  return isRecord(first) ? { path: text(first.path) ?? '' } : undefined
}

/**
 * A refusal in the reader's language, from its code through the `refusals` catalog: the case it
 * names (`details.reason`), else the sentence its details fill, else the code's line. A code the
 * catalog lacks (a newer server), or a catalog not fetched yet, shows the server's Korean message; an
 * error no server sent shows `fallback`, else the generic line.
 */
export function refusalText(error: unknown, words: RefusalWords, fallback?: string): string {
  const { t } = words
  const refusal = refusalOf(error)
  const generic = () => fallback || t('errors.unexpected')
  if (!refusal) return generic()
  const { code, details } = refusal
  const say = sayer(words)
  // A key the catalog lacks answers '' so the next step is tried, never the bare key.
  const blank = { defaultValue: '' }

  const reason = text(details.reason) as RefusalReason | undefined
  const reasonValuesOf = reason && complete(reasonValues[reason]?.(details, say) ?? {})
  const named = reason && reasonValuesOf && t(`refusals:reasons.${reason}`, { ...reasonValuesOf, ...blank })
  if (named) return named
  // A schema's refusal: Korean keeps the server's words for the field, English names the field.
  const field = code === 'VALIDATION' ? firstField(details) : undefined
  const fieldKey = field?.path ? 'refusals:fieldIssue.named' : 'refusals:fieldIssue.unnamed'
  const fieldIssue =
    field && refusal.message && t(fieldKey, { message: refusal.message, path: field?.path, ...blank })
  if (fieldIssue) return fieldIssue
  const known = code as ErrorCode | undefined
  const detailed = known && detailedWordings[known]?.(details, say)
  const values = detailed && complete(detailed.values)
  const filled = detailed && values && t(`refusals:detailed.${detailed.key}`, { ...values, ...blank })
  const line = known && t(`refusals:codes.${known}`, blank)
  return filled || line || refusal.message || generic()
}
