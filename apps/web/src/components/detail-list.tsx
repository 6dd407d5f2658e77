import type { ReactNode } from 'react'

/** A detail dialog's body: label on the left, value on the right; rows without a value are left out. */
export function DetailList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all text-right tabular-nums">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
