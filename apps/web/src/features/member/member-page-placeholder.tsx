import type { LucideIcon } from 'lucide-react'
import { EmptyState } from '../../components/empty-state'

/** A member page whose content arrives later: its heading and a localized notice. */
export function MemberPagePlaceholder({
  title,
  message,
  icon,
}: {
  title: string
  message: string
  icon: LucideIcon
}) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{title}</h1>
      <EmptyState icon={icon} message={message} />
    </section>
  )
}
