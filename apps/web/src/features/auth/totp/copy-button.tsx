import { Button } from '@pb/ui/button'
import { CopyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

// The toast library loads with the toaster, after the sign-in screen: import it when a copy lands.
const toastCopied = (message: string) => import('sonner').then(({ toast }) => toast.success(message))

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => toastCopied(t('totp.copied')))}
    >
      <CopyIcon aria-hidden />
      {t('totp.copy')}
    </Button>
  )
}
