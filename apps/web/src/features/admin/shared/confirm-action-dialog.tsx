import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@pb/ui/alert-dialog'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** What is about to happen, shown between the description and the buttons. */
  children?: ReactNode
  confirmLabel: string
  destructive?: boolean
  isPending: boolean
  onConfirm: () => void
  /** Where focus goes when it closes, instead of the element focused when it opened. */
  onCloseAutoFocus?: (event: Event) => void
}

/** Asks before an action that cannot be undone; stays open, busy, until the server answers. */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  destructive,
  isPending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation()
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={isPending} onClick={onConfirm}>
            {isPending && <Spinner />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
