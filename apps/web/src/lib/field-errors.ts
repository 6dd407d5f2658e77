/** One refused field of a validation error, as the server names it in `details.fields`. */
interface FieldIssue {
  path: string
  message: string
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'path') === 'string' &&
  typeof Reflect.get(value, 'message') === 'string'

/**
 * The server's message per field of a refused call (`{ nickname: '닉네임을 입력해주세요.' }`), so a
 * form shows each beside its input; empty when the error names no field.
 */
export function fieldErrorsOf(error: { data?: { details?: unknown } | null } | null): Record<string, string> {
  const fields = error?.data?.details ? Reflect.get(error.data.details as object, 'fields') : undefined
  if (!Array.isArray(fields)) return {}
  return Object.fromEntries(fields.filter(isFieldIssue).map((issue) => [issue.path, issue.message]))
}
