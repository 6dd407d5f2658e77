import type { z } from 'zod'
import type { EdgeNames } from './edge-names'
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from './procedures'

/** How a REST call becomes a procedure's input. */
export interface RestRequest {
  params: Record<string, string>
  query: Record<string, string>
  body: Record<string, unknown> | undefined
  headers: Headers
}

/** A route that calls the procedure at `Path`. */
interface RouteTo<Path extends ProcedurePath> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path below /api, with `{name}` parameters. */
  path: string
  /** Dotted path of the tRPC procedure it calls; a path no procedure has does not compile. */
  procedure: Path
  summary: string
  /** HTTP status of a success; 200 unless it creates something (201) or proposes it (202). */
  status?: 200 | 201 | 202
  /**
   * The call becomes a proposal when four eyes apply to it (a SUPER account, a large grant or
   * withdrawal): it then answers 202 with the proposal, which the OpenAPI document shows.
   */
  mayPropose?: true
  /**
   * Fields the route sets over the default input (query for GET/DELETE, body for POST/PUT, merged with
   * the path params), typed by the procedure's input.
   */
  extraInput?: (request: RestRequest) => Partial<Extract<ProcedureInput<Path>, object>>
  /** The spec's names this route speaks for fields the procedure names `roundNo` or `stake`. */
  edgeNames?: EdgeNames
  /**
   * The request forms the route takes, read into the procedure's input, when they differ by more
   * than names; the OpenAPI document shows this schema.
   */
  edgeRequest?: z.ZodType<ProcedureInput<Path>>
  /**
   * The schema of `data` in a success, for the OpenAPI document; its output is the procedure's answer
   * (the document shows it under `edgeNames`).
   */
  response?: z.ZodType<ProcedureOutput<Path>>
  /**
   * A public answer that stays true until the instant this returns (the next draw): shared caches
   * and browsers may keep it till then. Every other API answer is `no-store`.
   */
  cacheUntil?: (data: ProcedureOutput<Path>) => string
  /** Answers the procedure's text as a file download instead of an envelope. */
  file?: ProcedureOutput<Path> extends string ? { contentType: string; name: string } : never
}

/** One of the routes, whichever procedure it calls. */
export type RestRoute = { [Path in ProcedurePath]: RouteTo<Path> }[ProcedurePath]

/** A route calling a procedure of the router at `Router` (`'admin.users'`): a route file holds one router's. */
export type RoutesOf<Router extends string> = {
  [Path in ProcedurePath & `${Router}.${string}`]: RouteTo<Path>
}[ProcedurePath & `${Router}.${string}`]
