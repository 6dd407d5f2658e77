import { Button } from '@pb/ui/button'
import { toast } from '@pb/ui/toast'
import { CopyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success(t('totp.copied')))}
    >
      <CopyIcon aria-hidden />
      {t('totp.copy')}
    </Button>
  )
}
