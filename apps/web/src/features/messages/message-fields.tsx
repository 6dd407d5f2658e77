import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { Textarea } from '@pb/ui/textarea'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** docs/messages.md §1: the lengths the server holds titles and bodies to, shown as the form's limits. */
export const messageLimits = { title: 100, body: 2_000, noticeBody: 5_000 } as const

/**
 * A labelled text field of a message form (a title, or a body when `multiline`), with the server's
 * refusal of it underneath; the member's forms and the console's share it.
 */
export function MessageField({
  label,
  value,
  onChange,
  maxLength,
  multiline = false,
  error,
  name,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  multiline?: boolean
  error?: string | undefined
  name: string
}) {
  const { t: refusals } = useTranslation('refusals', { bindI18nStore: 'added' })
  const id = useId()
  const control = {
    id,
    name,
    value,
    maxLength,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...control} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {refusals('fieldIssue.beside', { message: error, defaultValue: error })}
        </p>
      )}
    </div>
  )
}
