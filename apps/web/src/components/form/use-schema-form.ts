import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { issueKind } from './issue-kind'

type FormSchema = z.ZodType<unknown, FieldValues>

/**
 * A form checked by the schema the server checks the same call with (packages/contract/src/inputs):
 * the first refusal of each field is shown beside it, in the reader's language, before anything is
 * sent; a valid submit hands over what the schema made of the values (trimmed, converted).
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const { t } = useTranslation('refusals', { bindI18nStore: 'added' })
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values) => {
    const parsed = await schema.safeParseAsync(values)
    if (parsed.success) return { values: parsed.data as z.output<Schema>, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'root'
      const bounds = { minimum: Reflect.get(issue, 'minimum'), maximum: Reflect.get(issue, 'maximum') }
      errors[field] ??= {
        type: issue.code,
        message: t(`formIssue.${issueKind(issue)}`, {
          ...bounds,
          message: issue.message,
          defaultValue: issue.message,
        }),
      }
    }
    return { values: {}, errors: errors as FieldErrors<z.input<Schema>> }
  }
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    reValidateMode: 'onChange',
  })
}
