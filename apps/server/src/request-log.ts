export type Handler = (request: Request, ip: string) => Promise<Response>

/**
 * One line per request: method, path, status, time. Only the path is logged: headers, bodies and
 * query strings can carry tokens or passwords.
 */
export function withRequestLog(handler: Handler, write: (line: string) => void): Handler {
  return async (request, ip) => {
    const started = performance.now()
    const response = await handler(request, ip)
    const { pathname } = new URL(request.url)
    write(`${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
    return response
  }
}
