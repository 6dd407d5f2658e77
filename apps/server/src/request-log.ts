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

/**
 * A log sink that writes the lines of one turn of the event loop together: a write to stdout per
 * request cost the busiest moments several percent of the server's time.
 */
export function batchedLog(write: (text: string) => void): {
  log: (line: string) => void
  flush: () => void
} {
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    write(text)
  }
  return {
    log(line) {
      if (pending.length === 0) setImmediate(flush)
      pending.push(line)
    },
    flush,
  }
}
