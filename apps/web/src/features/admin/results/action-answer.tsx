import { Alert, AlertDescription, AlertTitle } from '@pb/ui/alert'
import { CircleCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** The server's answer to an action, kept on screen until the next one. */
export function ActionAnswer({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert
      role="status"
      className="border-success/40 bg-success/10 [&>svg]:text-success"
      data-testid="action-answer"
    >
      <CircleCheckIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      {children && <AlertDescription className="text-foreground">{children}</AlertDescription>}
    </Alert>
  )
}
