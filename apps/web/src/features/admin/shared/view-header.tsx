import type { ReactNode } from 'react'

/** A cashier view's title, what it is for, and a status on the right. */
export function ViewHeader({ title, help, aside }: { title: string; help?: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <div className="grid min-w-0 gap-1">
        <h1 className="font-semibold text-lg leading-tight">{title}</h1>
        {help && <p className="max-w-3xl text-muted-foreground text-sm">{help}</p>}
      </div>
      {aside}
    </div>
  )
}
