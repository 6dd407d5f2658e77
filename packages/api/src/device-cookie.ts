/**
 * The device token of a browser (see README, "Sign-in limits"), kept where script cannot read it and
 * sent only to the sign-in calls: the web app's tRPC one and the two REST routes.
 */
const NAME = 'pb_device'
const PATHS = ['/trpc/auth.login', '/api/auth/login', '/api/admin/auth/login']
const MAX_AGE_S = 365 * 24 * 3600

export interface DeviceCookie {
  /** The token the request carried in the cookie, if any. */
  presented: string | undefined
  /** Gives the token to the browser with the answer. */
  keep(token: string): void
}

export function deviceCookie(request: Headers, answer: Headers, https: boolean): DeviceCookie {
  return {
    presented: new Bun.CookieMap(request.get('cookie') ?? '').get(NAME) ?? undefined,
    keep(token) {
      for (const path of PATHS) {
        const cookie = new Bun.Cookie(NAME, token, {
          path,
          httpOnly: true,
          sameSite: 'strict',
          secure: https,
          maxAge: MAX_AGE_S,
        })
        answer.append('set-cookie', cookie.serialize())
      }
    },
  }
}
