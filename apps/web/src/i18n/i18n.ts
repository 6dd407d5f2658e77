import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en'
import { ko } from './ko'

export const languages = ['ko', 'en'] as const
export type Language = (typeof languages)[number]

const storageKey = 'language'

function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey)
  return languages.find((language) => language === stored) ?? 'ko'
}

function reflectInDocument(language: string) {
  document.documentElement.lang = language
  document.title = i18n.t('app.title')
}

i18n.on('languageChanged', reflectInDocument)

void i18n.use(initReactI18next).init({
  resources: { ko: { translation: ko }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'ko',
  interpolation: { escapeValue: false },
  initAsync: false,
})

export function setLanguage(language: Language) {
  localStorage.setItem(storageKey, language)
  void i18n.changeLanguage(language)
}

export { i18n }
