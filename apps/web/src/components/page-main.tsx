import { cn } from '@pb/ui/lib/cn'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

const mainId = 'main-content'

/** The first stop of the Tab key on every page: jumps past the header and menus to the content. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href={`#${mainId}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      {t('common.skipToContent')}
    </a>
  )
}

/** The page's main content, the skip link's target (focusable by script only, no outline of its own). */
export function PageMain({ className, ...props }: ComponentProps<'main'>) {
  return <main id={mainId} tabIndex={-1} className={cn('outline-none', className)} {...props} />
}
