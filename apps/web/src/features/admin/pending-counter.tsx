import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { useTranslation } from 'react-i18next'

/** A header counter of pending requests; the count arrives with the cashier work, until then a blank. */
export function PendingCounter({
  label,
  count,
  onOpen,
}: {
  label: string
  count?: number
  onOpen: () => void
}) {
  const { t } = useTranslation()
  return (
    <Button variant="outline" size="sm" onClick={onOpen}>
      {label}
      <Badge variant={count ? 'destructive' : 'secondary'}>{count ?? t('common.blank')}</Badge>
    </Button>
  )
}
