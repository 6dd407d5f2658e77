export type Handler = (request: Request, ip: string) => Promise<Response>

/** A caller's own request id is kept when it is short and plain; otherwise the server makes one. */
const callerRequestId = /^[\w.:-]{1,64}$/

/**
 * One JSON line per request (docs/operations.md §4): time, instance, request id, method, path,
 * status and milliseconds. Only the path is logged: headers, bodies and query strings can carry
 * tokens or passwords. The request id is answered in `X-Request-Id`, so a caller can quote it.
 */
export function withRequestLog(handler: Handler, write: (line: string) => void, instance: string): Handler {
  return async (request, ip) => {
    const started = performance.now()
    const given = request.headers.get('x-request-id')
    const requestId = given && callerRequestId.test(given) ? given : crypto.randomUUID()
    let response = await handler(request, ip)
    try {
      response.headers.set('x-request-id', requestId)
    } catch {
      // Headers of an answer made elsewhere are locked: a copy takes the id.
      response = new Response(response.body, response)
      response.headers.set('x-request-id', requestId)
    }
    const { pathname } = new URL(request.url)
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        instance,
        requestId,
        method: request.method,
        path: pathname,
        status: response.status,
        ms: Number((performance.now() - started).toFixed(1)),
      }),
    )
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
