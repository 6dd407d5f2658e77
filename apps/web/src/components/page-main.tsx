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
      // Hidden until focused; then a button-like chip over the header.
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2.5 focus:font-medium focus:text-primary-foreground focus:text-sm focus:shadow-lg focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      {t('common.skipToContent')}
    </a>
  )
}

/** The page's main content, the skip link's target (focusable by script only, no outline of its own). */
export function PageMain({ className, ...props }: ComponentProps<'main'>) {
  return <main id={mainId} tabIndex={-1} className={cn('outline-none', className)} {...props} />
}
