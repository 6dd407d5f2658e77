import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chooseEncoding, type Encoding } from './content-encoding'

/** Below this a JSON answer goes as it is: the saving would not pay for the work. */
const MIN_COMPRESSED_BYTES = 1024

/** Fast settings: an answer is compressed on every request, so speed matters more than the last percent. */
const compress: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
}

/**
 * A JSON answer of the API compressed as the request accepts (Brotli, else gzip) when it is larger
 * than about 1 KB. Anything else passes untouched, above all event streams, whose events must leave
 * one by one as they happen.
 */
export async function compressedAnswer(request: Request, answer: Response): Promise<Response> {
  const type = answer.headers.get('content-type') ?? ''
  if (!type.includes('application/json') || !answer.body || answer.headers.has('content-encoding'))
    return answer
  const headers = new Headers(answer.headers)
  headers.append('vary', 'Accept-Encoding')
  const init = { status: answer.status, statusText: answer.statusText, headers }
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (!encoding || request.method === 'HEAD') return new Response(answer.body, init)
  const body = new Uint8Array(await answer.arrayBuffer())
  if (body.byteLength < MIN_COMPRESSED_BYTES) return new Response(body, init)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(compress[encoding](body), init)
}
