import { Button } from '@pb/ui/button'
import { LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type Language, setLanguage } from '../i18n/i18n'

/** Two languages, so one button that offers the other; its label is written in that language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation()
  const other: Language = i18n.resolvedLanguage === 'en' ? 'ko' : 'en'

  return (
    <Button variant="ghost" size="sm" title={t('common.language')} onClick={() => setLanguage(other)}>
      <LanguagesIcon aria-hidden />
      <span lang={other}>{t(`languages.${other}`)}</span>
    </Button>
  )
}
