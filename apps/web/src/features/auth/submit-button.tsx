import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { useTranslation } from 'react-i18next'

export function LoginSubmitButton({
  canSubmit,
  isSubmitting,
}: {
  canSubmit: boolean
  isSubmitting: boolean
}) {
  const { t } = useTranslation()
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
      {isSubmitting && <Spinner />}
      {isSubmitting ? t('login.submitting') : t('login.submit')}
    </Button>
  )
}
