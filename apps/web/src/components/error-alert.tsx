import { Alert, AlertDescription } from '@pb/ui/alert'
import { CircleAlertIcon } from 'lucide-react'
import { useRefusalText } from '../hooks/use-refusal-text'

/** A line of the screen's own (`message`), or a refusal said in the reader's language (`error`). */
type ErrorAlertProps = { message: string } | { error: unknown; fallback?: string }

export function ErrorAlert(props: ErrorAlertProps) {
  const refusal = useRefusalText()
  const message = 'message' in props ? props.message : refusal(props.error, props.fallback)
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
