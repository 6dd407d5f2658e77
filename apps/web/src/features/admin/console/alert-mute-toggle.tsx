import { Button } from '@pb/ui/button'
import { BellIcon, BellOffIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { setAlertMuted, useAlertMuted } from '../live/request-alert'

export function AlertMuteToggle() {
  const { t } = useTranslation('admin')
  const muted = useAlertMuted()
  const label = muted ? t('header.unmute') : t('header.mute')
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={muted}
      onClick={() => setAlertMuted(!muted)}
    >
      {muted ? <BellOffIcon aria-hidden /> : <BellIcon aria-hidden />}
    </Button>
  )
}
