import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { nextTask } from '../lib/next-task'
import { ko } from './ko'

const languages = ['ko', 'en'] as const
export type Language = (typeof languages)[number]

type Words = Record<string, unknown>
/** Per language, how to fetch a namespace's words that the entry does not carry. */
export type CatalogLoaders = Partial<Record<Language, () => Promise<Words>>>

const storageKey = 'language'

function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey)
  return languages.find((language) => language === stored) ?? 'ko'
}

// Only what changes is written: a new `lang` restyles the whole document, which the first load need
// not pay for.
function reflectInDocument(language: string) {
  const html = document.documentElement
  if (html.lang !== language) html.lang = language
  const title = i18n.t('app.title')
  if (document.title !== title) document.title = title
}

i18n.on('languageChanged', reflectInDocument)

// The Korean member words ship in the entry; everything else loads when first needed.
const loaders = new Map<string, CatalogLoaders>([
  ['translation', { en: () => import('./en').then(({ en }) => en) }],
])

/** Fetches what `language` lacks of the namespaces, so no screen ever renders a bare key. */
async function loadCatalogs(language: Language, namespaces: string[]) {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = loaders.get(namespace)?.[language]
      if (!load || i18n.hasResourceBundle(language, namespace)) return
      i18n.addResourceBundle(language, namespace, await load())
    }),
  )
}

const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'ko')

async function switchTo(language: Language) {
  await loadCatalogs(language, [...loaders.keys()])
  await i18n.changeLanguage(language)
}

/**
 * Settles once the stored language's words are in; the app renders after it. i18next is set up in a
 * task of its own, not in the one evaluating the page's modules, which on a slow phone it lengthened
 * by tens of milliseconds.
 */
export const languageReady: Promise<void> = nextTask().then(() => {
  void i18n.use(initReactI18next).init({
    resources: { ko: { translation: ko } },
    lng: 'ko',
    fallbackLng: 'ko',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return switchTo(storedLanguage())
})

export function setLanguage(language: Language) {
  localStorage.setItem(storageKey, language)
  void switchTo(language)
}

/**
 * Adds a namespace that loads on demand (the console's words) and fetches it in the current
 * language; a later language switch fetches it in the new one before switching.
 */
export async function loadNamespace(namespace: string, catalogs: CatalogLoaders) {
  if (!loaders.has(namespace)) loaders.set(namespace, catalogs)
  await languageReady
  await loadCatalogs(currentLanguage(), [namespace])
}

export { i18n }
