import { loadNamespace } from '../../../i18n/i18n'

/** The console's words, fetched before the console renders and only in the language in use. */
export const loadAdminCatalog = () =>
  loadNamespace('admin', {
    ko: () => import('./ko').then(({ adminKo }) => adminKo),
    en: () => import('./en').then(({ adminEn }) => adminEn),
  })
