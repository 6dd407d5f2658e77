import { DomainError } from '@pb/core/errors'

/** The largest request body /trpc and /api accept. */
export const MAX_BODY_BYTES = 64 * 1024

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Reads a body, refusing it as soon as it grows past `maxBytes` (a missing Content-Length included). */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const isJson = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'

/**
 * What both APIs require before any procedure runs: no CORS preflight is granted (405), and a body
 * is JSON (else 415) of at most `maxBytes` (else 413). Answers the request with its body read into
 * memory, or throws the refusal. A form or text body would otherwise reach tRPC's form parser or a
 * REST procedure as if it were JSON.
 */
export async function admitApiRequest(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Request> {
  if (request.method === 'OPTIONS') throw new DomainError('METHOD_NOT_ALLOWED')
  if (!methodsWithBody.has(request.method) || !request.body) return request
  const declared = request.headers.get('content-length')
  if (Number(declared ?? 0) > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE')
  // A declared length bounds the body already (the server reads no more than it), and reading it
  // whole is much cheaper than chunk by chunk; only a chunked body is counted as it arrives.
  const body =
    declared !== null
      ? new Uint8Array(await request.arrayBuffer())
      : await readLimited(request.body, maxBytes)
  if (body.byteLength > 0 && !isJson(request.headers.get('content-type')))
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE')
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body.byteLength > 0 ? body : null,
    signal: request.signal,
  })
}
