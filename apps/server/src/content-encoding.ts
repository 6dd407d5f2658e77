/** The encodings this server sends, best first: Brotli is about a fifth smaller than gzip on our scripts. */
export const encodings = ['br', 'gzip'] as const
export type Encoding = (typeof encodings)[number]

/** The file suffix of each encoding's precompressed copy (written by the web build's precompress step). */
export const encodingSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The weight `Accept-Encoding` gives each coding (RFC 9110 §12.5.3): a coding not named takes the
 * weight of `*`, or none; `q=0` refuses it.
 */
function weights(header: string): Map<string, number> {
  const weighted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weighted.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0)
  }
  return weighted
}

/**
 * The best of `offered` the request accepts, or null for the identity (nothing acceptable, or no
 * `Accept-Encoding` at all). Ties go to the order of `encodings`.
 */
export function chooseEncoding(
  acceptEncoding: string | null,
  offered: readonly Encoding[] = encodings,
): Encoding | null {
  if (!acceptEncoding) return null
  const weighted = weights(acceptEncoding)
  const wildcard = weighted.get('*') ?? 0
  let best: Encoding | null = null
  let bestWeight = 0
  for (const encoding of encodings) {
    if (!offered.includes(encoding)) continue
    const weight =
      weighted.get(encoding) ?? (encoding === 'gzip' ? (weighted.get('x-gzip') ?? wildcard) : wildcard)
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
