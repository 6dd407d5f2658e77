import { Alert, AlertDescription } from '@pb/ui/alert'
import { CircleAlertIcon } from 'lucide-react'

export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
