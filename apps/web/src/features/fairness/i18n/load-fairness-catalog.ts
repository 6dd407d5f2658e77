import { loadNamespace } from '../../../i18n/i18n'

/** The fairness words, fetched before /game and /fairness render and only in the language in use. */
export const loadFairnessCatalog = () =>
  loadNamespace('fairness', {
    ko: () => import('./ko').then(({ fairnessKo }) => fairnessKo),
    en: () => import('./en').then(({ fairnessEn }) => fairnessEn),
  })
