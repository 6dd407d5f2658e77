import type { Permission } from '@pb/access'
import type { RestDeclaration } from './rest/rest-declaration'

/**
 * What a procedure declares about itself beside its input and output (docs/api-conventions.md §10):
 * the permission table's use, the REST route table, the OpenAPI document and the authorization
 * matrix's expectations are read off it.
 */
export interface ProcedureMeta {
  /** The domain permission an administrator's procedure needs (`adminProcedure(permission)`). */
  permission?: Permission
  /** The REST routes that call it; most procedures have one, a few none or two. */
  rest?: RestDeclaration | readonly RestDeclaration[]
}
