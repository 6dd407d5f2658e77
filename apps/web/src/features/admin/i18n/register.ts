import { i18n } from '../../../i18n/i18n'
import { adminEn } from './en'
import { adminKo } from './ko'

// Runs once, when the console's code loads.
i18n.addResourceBundle('ko', 'admin', adminKo)
i18n.addResourceBundle('en', 'admin', adminEn)
