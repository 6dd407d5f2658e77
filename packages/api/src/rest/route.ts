import type { z } from 'zod'
import type { ProcedurePath } from './procedures'
import type { RestDeclaration } from './rest-declaration'

/** A route of the table, read off its procedure's declaration. */
export interface RestRoute extends RestDeclaration {
  /** Dotted path of the tRPC procedure it calls. */
  procedure: ProcedurePath
  /** The schema of `data` in a success: the procedure's declared answer (the document shows it under `edgeNames`). */
  response?: z.ZodType
  /**
   * The call becomes a proposal when four eyes apply to it (a SUPER account, a large grant or
   * withdrawal): it then answers 202 with the proposal, which the OpenAPI document shows.
   */
  mayPropose?: true
}
