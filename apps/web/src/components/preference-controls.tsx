import { cn } from '@pb/ui/lib/cn'
import { LanguageToggle } from './language-toggle'
import { ThemeToggle } from './theme-toggle'

export function PreferenceControls({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center', className)}>
      <LanguageToggle />
      <ThemeToggle />
    </div>
  )
}
