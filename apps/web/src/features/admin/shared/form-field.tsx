import { Label } from '@pb/ui/label'
import { cn } from '@pb/ui/lib/cn'
import type { ReactNode } from 'react'

/** A labelled control of the member forms, with a required mark and a hint under it. */
export function FormField({
  id,
  label,
  required,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: string | undefined
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="-ml-1.5 text-destructive" aria-hidden>
            *
          </span>
        )}
      </Label>
      {children}
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
    </div>
  )
}
