import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalText } from '../lib/refusal-text'

/**
 * Says a refusal in the reader's language (lib/refusal-text.ts): `refusal(error)`, or with the
 * screen's own line for an error no server sent (`refusal(error, t('limits.failed'))`). Renders
 * again when the refusals' words arrive, should a refusal be shown before they do.
 */
export function useRefusalText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation(['translation', 'refusals'], { bindI18nStore: 'added' })
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'ko'
  return useCallback(
    (error: unknown, fallback?: string) => refusalText(error, { t, language }, fallback),
    [t, language],
  )
}
