import { loadNamespace } from '../../../i18n/i18n'

/** The inbox's words, fetched before the page renders and only in the language in use. */
export const loadMessagesCatalog = () =>
  loadNamespace('messages', {
    ko: () => import('./ko').then(({ messagesKo }) => messagesKo),
    en: () => import('./en').then(({ messagesEn }) => messagesEn),
  })
