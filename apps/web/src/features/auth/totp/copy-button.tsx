import { Button } from '@pb/ui/button'
import { CopyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

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
