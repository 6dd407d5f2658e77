import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { focusBack } from '../../../lib/focus-back'
import { FormField } from '../shared/form-field'

/** The longest branch name the server takes. */
const maxNameLength = 40

export interface OrgNameDialogProps {
  open: boolean
  onClose: () => void
  title: string
  description: string
  initialName?: string
  submitLabel: string
  isPending: boolean
  /** Sends the trimmed name; `fail` shows the server's refusal in the dialog. */
  onSubmit: (name: string, fail: (message: string) => void) => void
  /** The control that opened the dialog, focused again when it closes. */
  opener?: () => HTMLElement | null
}

/** A dialog asking for a branch's name: a new branch's, or a new name for one. */
export function OrgNameDialog(props: OrgNameDialogProps) {
  const { t: tr } = useTranslation()
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.isPending && props.onClose()}>
      <DialogContent
        closeLabel={tr('common.close')}
        className="break-keep"
        onCloseAutoFocus={focusBack(props.opener)}
      >
        <DialogHeader className="text-left">
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <NameForm {...props} />
      </DialogContent>
    </Dialog>
  )
}

function NameForm({ initialName = '', submitLabel, isPending, onSubmit, onClose }: OrgNameDialogProps) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const id = useId()
  const [name, setName] = useState(initialName)
  const [problem, setProblem] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (isPending) return
    if (name.trim() === '') return setProblem(t('orgs.nameRequired'))
    onSubmit(name.trim(), setProblem)
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField id={id} label={t('orgs.name')} required>
        <Input
          id={id}
          autoComplete="off"
          maxLength={maxNameLength}
          placeholder={t('orgs.namePlaceholder')}
          aria-invalid={problem !== undefined}
          value={name}
          onChange={(event) => {
            setProblem(undefined)
            setName(event.target.value)
          }}
        />
      </FormField>
      {problem && <ErrorAlert message={problem} />}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isPending} onClick={onClose}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
