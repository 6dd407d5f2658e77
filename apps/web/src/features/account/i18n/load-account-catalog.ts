import { loadNamespace } from '../../../i18n/i18n'

/** The account page's words, fetched before the page renders and only in the language in use. */
export const loadAccountCatalog = () =>
  loadNamespace('account', {
    ko: () => import('./ko').then(({ accountKo }) => accountKo),
    en: () => import('./en').then(({ accountEn }) => accountEn),
  })
