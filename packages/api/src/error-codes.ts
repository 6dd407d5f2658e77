/**
 * The refusal codes and named cases both APIs answer with, without the server around them: the web
 * app's catalogs say each in its reader's language, and its tests check that none is missing.
 */
export {
  type ErrorCode,
  type ErrorDetails,
  errorCatalog,
  type RefusalReason,
  refusalReasons,
} from '@pb/core/errors'
