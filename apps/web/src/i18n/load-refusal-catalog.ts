import { loadNamespace } from './i18n'

/**
 * The refusals' words, fetched in the language in use once it is ready (and in the new one before a
 * switch), so they are in before any answer can be refused; until then a refusal shows the server's
 * message.
 */
export const loadRefusalCatalog = () =>
  loadNamespace('refusals', {
    ko: () => import('@pb/contract/refusals/ko').then(({ refusalsKo }) => refusalsKo),
    en: () => import('@pb/contract/refusals/en').then(({ refusalsEn }) => refusalsEn),
  })
