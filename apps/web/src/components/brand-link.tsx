import { Link } from '@tanstack/react-router'
import { CircleDotIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The logo leads home within its area: /game for members, /admin for administrators. */
export function BrandLink({ to }: { to: '/game' | '/admin' }) {
  const { t } = useTranslation()
  return (
    <Link
      to={to}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md font-black text-lg text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <CircleDotIcon className="size-5" aria-hidden />
      {t('app.brand')}
    </Link>
  )
}
