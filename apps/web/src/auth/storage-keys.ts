/** Where each area's session is kept (the prerendered game page reads the member's token before any script). */
export const storageKeys = {
  member: { accessToken: 'userAccessToken', refreshToken: 'userRefreshToken', user: 'userInfo' },
  admin: { accessToken: 'adminAccessToken', refreshToken: 'adminRefreshToken', user: 'adminUser' },
} as const
