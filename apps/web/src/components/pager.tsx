import { Button } from '@pb/ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Previous / next with the page position between them. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        {t('pager.previous')}
      </Button>
      <span className="min-w-[5rem] text-center text-sm tabular-nums" aria-current="page">
        {t('pager.position', { page, totalPages })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  )
}
