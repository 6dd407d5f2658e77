import type { z } from 'zod'
import type { EdgeNames } from './edge-names'

/** How a REST call becomes a procedure's input. */
export interface RestRequest {
  params: Record<string, string>
  query: Record<string, string>
  body: Record<string, unknown> | undefined
  headers: Headers
}

/** A REST route as its procedure declares it, in `.meta({ rest })` (docs/api-conventions.md §10). */
export interface RestDeclaration {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path below /api, with `{name}` parameters. */
  path: string
  summary: string
  /** HTTP status of a success; 200 unless it creates something (201) or proposes it (202). */
  status?: 200 | 201 | 202
  /**
   * Fields the route sets over the default input (query for GET/DELETE, body for POST/PUT, merged with
   * the path params); the procedure's input schema then reads them like any other.
   */
  extraInput?: (request: RestRequest) => Record<string, unknown>
  /** The spec's names this route speaks for fields the procedure names `roundNo` or `stake`. */
  edgeNames?: EdgeNames
  /**
   * The request forms the route takes, read into the procedure's input, when they differ by more
   * than names; the OpenAPI document shows this schema.
   */
  edgeRequest?: z.ZodType
  /**
   * The answer's field holding the instant (the next draw) until which this public answer stays true:
   * shared caches and browsers may keep it till then. Every other API answer is `no-store`.
   */
  cachedUntilField?: string
  /** Answers the procedure's text as a file download instead of an envelope. */
  file?: { contentType: string; name: string }
}
