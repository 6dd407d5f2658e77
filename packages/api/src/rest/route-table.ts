import { declaredProcedures } from '../procedure-declarations'
import type { RestDeclaration } from './rest-declaration'
import type { RestRoute } from './route'

const declaredRoutes = (rest: RestDeclaration | readonly RestDeclaration[] | undefined) =>
  rest === undefined ? [] : 'method' in rest ? [rest] : rest

/**
 * Every REST route, read off the procedures that declare them (docs/api-conventions.md §10), each with
 * its procedure's path and declared answer. Their order does not matter.
 */
export const restRoutes: RestRoute[] = declaredProcedures.flatMap(({ path, meta, output }) =>
  declaredRoutes(meta.rest).map(
    (route): RestRoute => ({
      ...route,
      procedure: path,
      ...(output ? { response: output.schema } : {}),
      ...(output?.mayPropose ? { mayPropose: true } : {}),
    }),
  ),
)
