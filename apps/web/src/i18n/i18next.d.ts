import 'i18next'
import type { RefusalCatalog } from '@pb/contract/refusals/ko'
import type { AccountCatalog } from '../features/account/i18n/ko'
import type { AdminCatalog } from '../features/admin/i18n/ko'
import type { AdminMessagesCatalog } from '../features/admin/messages/i18n/ko'
import type { FairnessCatalog } from '../features/fairness/i18n/ko'
import type { MessagesCatalog } from '../features/messages/i18n/ko'
import type { Catalog } from './ko'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Catalog
      admin: AdminCatalog
      account: AccountCatalog
      fairness: FairnessCatalog
      refusals: RefusalCatalog
      messages: MessagesCatalog
      adminMessages: AdminMessagesCatalog
    }
  }
}
