import type { Permission } from '@pb/access'

/**
 * What a procedure declares about itself beside its input and output (docs/api-conventions.md §10);
 * the permission table's use, the REST route table and the OpenAPI document are read off it.
 */
export interface ProcedureMeta {
  /** The domain permission an administrator's procedure needs (`adminProcedure(permission)`). */
  permission?: Permission
}
