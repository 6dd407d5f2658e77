import 'i18next'
import type { Catalog } from './ko'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Catalog }
  }
}
