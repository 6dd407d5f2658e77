import { Label } from '@pb/ui/label'
import { cn } from '@pb/ui/lib/cn'
import { type ReactNode, useId } from 'react'
import {
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** What a field hands its control: the label's target, its state for assistive technology, and its binding. */
export type FieldControl<Name extends string = string> = UseFormRegisterReturn<Name> & {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Where a field sits in its form and how it is labelled. */
export interface FieldProps<Values extends FieldValues, Name extends Path<Values>> {
  form: UseFormReturn<Values, unknown, unknown>
  name: Name
  label: string
  hint?: string | undefined
  aside?: ReactNode
  required?: boolean
  className?: string
}

/**
 * A labelled control of a schema form (use-schema-form.ts): a required mark, a hint, and the field's
 * refusal underneath, read out with the control. The control itself is the caller's; `aside` sits at
 * the label's end (what the field draws on, such as the balance a withdrawal may take).
 */
export function Field<Values extends FieldValues, Name extends Path<Values>>({
  form,
  name,
  label,
  hint,
  aside,
  required,
  className,
  children,
}: FieldProps<Values, Name> & { children: (control: FieldControl<Name>) => ReactNode }) {
  const id = useId()
  const { t } = useTranslation('refusals', { bindI18nStore: 'added' })
  const refused = get(form.formState.errors, name) as { type?: string; message?: string } | undefined
  // The server's own refusal of the field is its Korean; the catalog says it in the reader's language.
  const error =
    refused?.type === 'server' && refused.message
      ? t('fieldIssue.beside', { message: refused.message, defaultValue: refused.message })
      : refused?.message
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const labelled = (
    <Label htmlFor={id}>
      {label}
      {required && (
        <span className="-ml-1.5 text-destructive" aria-hidden>
          *
        </span>
      )}
    </Label>
  )
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children({
        ...form.register(name),
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
