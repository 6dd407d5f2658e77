/** One field of an audit entry that differs between before and after (nested fields as `a.b`). */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Nested objects as dotted fields; arrays and plain values stay whole. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into)
  } else if (value !== null && value !== undefined) {
    into.set(prefix || 'value', value)
  }
  return into
}

/**
 * The fields that differ: first those that had a value and now hold another (what the action
 * changed), then the ones it added or removed (what it recorded about itself).
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = flatten(before)
  const now = flatten(after)
  const changes = [...new Set([...now.keys(), ...was.keys()])]
    .filter((field) => JSON.stringify(was.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({ field, before: was.get(field), after: now.get(field) }))
  const replaced = (change: FieldChange) => change.before !== undefined && change.after !== undefined
  return [...changes.filter(replaced), ...changes.filter((change) => !replaced(change))]
}

/** A value on one line: text as it is, anything else as compact JSON. */
export function compactValue(value: unknown): string {
  if (value === undefined || value === null) return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** A whole entry on one line, for the CSV: `before → after` as compact JSON. */
export function compactEntry(before: unknown, after: unknown): string {
  return `${JSON.stringify(before ?? null)} → ${JSON.stringify(after ?? null)}`
}

/** An entry as indented JSON, with lists of plain values kept on one line ([3, 8, 12]). */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_, items: string) => `[${items.split(/,\s+/).join(', ')}]`,
  )
}
