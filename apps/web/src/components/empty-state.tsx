import type { LucideIcon } from 'lucide-react'

export function EmptyState({ icon: Icon, message }: { icon: LucideIcon; message: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-16 text-center text-muted-foreground">
      <Icon className="size-8" aria-hidden />
      <p className="text-sm">{message}</p>
    </div>
  )
}
