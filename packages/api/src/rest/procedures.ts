import type { AnyTRPCMutationProcedure, AnyTRPCProcedure, AnyTRPCQueryProcedure } from '@trpc/server'
import type { AppRouter } from '../root'

/** The dotted paths of the queries and mutations in a router record; subscriptions cannot answer a REST call. */
type CallablePaths<Routes, Prefix extends string = ''> = {
  [Key in keyof Routes & string]: Routes[Key] extends AnyTRPCQueryProcedure | AnyTRPCMutationProcedure
    ? `${Prefix}${Key}`
    : Routes[Key] extends AnyTRPCProcedure
      ? never
      : CallablePaths<Routes[Key], `${Prefix}${Key}.`>
}[keyof Routes & string]

/** Every procedure a REST route may call, e.g. `'admin.users.list'`. */
export type ProcedurePath = CallablePaths<AppRouter['_def']['record']>

/** What sits at a procedure's dotted path in a nested object: the router's record, or a caller. */
export function atPath(tree: unknown, path: ProcedurePath): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree)
}
