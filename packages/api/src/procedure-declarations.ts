import type { AnyTRPCProcedure } from '@trpc/server'
import type { Answer } from './answer'
import type { ProcedureMeta } from './declaration'
import type { ProcedurePath } from './rest/procedures'
import { appRouter } from './root'

/** A procedure as it declares itself (docs/api-conventions.md §10). */
export interface DeclaredProcedure {
  path: ProcedurePath
  meta: ProcedureMeta
  /** Its declared answer, when it has one. */
  output: Answer<unknown> | undefined
  procedure: AnyTRPCProcedure
}

/** The router's procedures by dotted path (its record, flattened by tRPC). */
const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>

/** Every query and mutation of the app's router with its declaration; subscriptions answer no call. */
export const declaredProcedures: readonly DeclaredProcedure[] = Object.entries(procedures)
  .filter(([, procedure]) => procedure._def.type !== 'subscription')
  .map(([path, procedure]) => ({
    path: path as ProcedurePath,
    meta: (procedure._def.meta ?? {}) as ProcedureMeta,
    output: (procedure._def as { output?: Answer<unknown> }).output,
    procedure,
  }))
