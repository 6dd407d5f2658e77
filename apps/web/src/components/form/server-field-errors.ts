import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrorsOf } from '../../lib/field-errors'

/**
 * Puts the server's refusal of each field the form shows beside it (a check only the server can
 * make, or a newer server's rule); whether any was placed, so the caller shows the rest as a whole.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: { data?: { details?: unknown } | null } | null,
): boolean {
  const shown = Object.keys(form.getValues())
  const placed = Object.entries(fieldErrorsOf(error)).filter(([field]) => shown.includes(field))
  for (const [field, message] of placed) form.setError(field as Path<Values>, { type: 'server', message })
  return placed.length > 0
}
