import { createOrgInput } from '@pb/contract/inputs/branches'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { TextField } from '../../../components/form/text-field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { focusBack } from '../../../lib/focus-back'

/** A refused call, as the form places it beside the name or shows it whole. */
type Refusal = Parameters<typeof showServerFieldErrors>[1]

export interface OrgNameDialogProps {
  open: boolean
  onClose: () => void
  title: string
  description: string
  initialName?: string
  submitLabel: string
  isPending: boolean
  /** Sends the trimmed name; `fail` shows the server's refusal in the dialog. */
  onSubmit: (name: string, fail: (error: Refusal) => void) => void
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

/** The server's check of a branch's name, run here first: present, at most its length. */
const nameSchema = createOrgInput.pick({ name: true })

function NameForm({ initialName = '', submitLabel, isPending, onSubmit, onClose }: OrgNameDialogProps) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const sayRefusal = useRefusalText()
  const form = useSchemaForm(nameSchema, { name: initialName })
  const [refusal, setRefusal] = useState<Refusal>(null)

  const submit = form.handleSubmit(({ name }) => {
    if (isPending) return
    setRefusal(null)
    onSubmit(name, (error) => {
      if (!showServerFieldErrors(form, error)) setRefusal(error)
    })
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        form={form}
        name="name"
        label={t('orgs.name')}
        required
        autoComplete="off"
        maxLength={textLimits.branchName}
        placeholder={t('orgs.namePlaceholder')}
      />
      {refusal && (
        <ErrorAlert
          message={t('orgs.failedWith', { message: sayRefusal(refusal, t('orgs.unknownError')) })}
        />
      )}
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
