import { loadNamespace } from '../../../../i18n/i18n'

/** The message screens' words, fetched before those screens render and only in the language in use. */
export const loadAdminMessagesCatalog = () =>
  loadNamespace('adminMessages', {
    ko: () => import('./ko').then(({ adminMessagesKo }) => adminMessagesKo),
    en: () => import('./en').then(({ adminMessagesEn }) => adminMessagesEn),
  })
