import type { ReactNode } from 'react'
import { useId } from 'react'

/** A titled part of a report page, named by its heading for a screen reader's landmarks. */
export function ReportSection({
  title,
  aside,
  children,
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-base">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
