/**
 * The address a request comes from. Each reverse proxy appends the address it was reached from to
 * X-Forwarded-For, so behind `trustedProxies` of them the client is that many entries from the
 * right (the socket address being the last). With none the header is ignored: anyone can write it.
 */
export function clientAddress(request: Request, socketAddress: string, trustedProxies: number): string {
  if (trustedProxies <= 0) return socketAddress
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(socketAddress)
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? socketAddress
}
