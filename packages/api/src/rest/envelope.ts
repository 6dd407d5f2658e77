import { describeError } from '../errors'

/** A JSON answer. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/** The one failure envelope, `{ success: false, message, code }`, with the HTTP status of the code. */
export function errorResponse(error: unknown, namePath?: (path: string) => string): Response {
  const { status, code, message, details } = describeError(error, namePath)
  return jsonResponse(status, { success: false, message, code, ...(details ? { details } : {}) })
}
