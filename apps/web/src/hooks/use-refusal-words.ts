import { useTranslation } from 'react-i18next'

/**
 * The refusals' own words (packages/contract/src/refusals), for a check a screen makes before the
 * server would make it, so the two never say it differently. They arrive just after the first
 * paint: `ready` is false until then, and the screen renders again when they do.
 */
export function useRefusalWords() {
  const { t, i18n } = useTranslation('refusals', { bindI18nStore: 'added' })
  const ready = i18n.hasResourceBundle(i18n.resolvedLanguage === 'en' ? 'en' : 'ko', 'refusals')
  return { say: t, ready }
}
