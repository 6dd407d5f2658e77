import './browser-stand-in'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { storageKeys } from '../src/auth/storage-keys'
import { consoleMarkup } from './console-markup'
import { gameMarkup } from './game-markup'
import { precompressFiles } from './precompress'
import { withPrerendered } from './prerendered-entry'
import { signInMarkup } from './sign-in-markup'

/**
 * After `vite build`: the sign-in screens' entries, the game page's and the console member list's get
 * their first render as HTML (see signInMarkup, gameMarkup and consoleMarkup); the last two are shown
 * only to a visitor holding the area's token.
 */
const dist = join(import.meta.dir, '..', 'dist')
const assets = join(dist, 'assets')
const fontSheet = (await readdir(assets)).find((name) => /^noto-sans-kr-.*\.css$/.test(name))
if (!fontSheet) throw new Error('the build holds no Noto Sans KR stylesheet')
const fontCss = await readFile(join(assets, fontSheet), 'utf8')
const pages = [
  ...Object.entries(await signInMarkup()).map(([path, markup]) => ({
    path,
    markup,
    signedInWith: undefined,
  })),
  { path: '/game', markup: await gameMarkup(), signedInWith: storageKeys.member.accessToken },
  { path: '/admin/members', markup: await consoleMarkup(), signedInWith: storageKeys.admin.accessToken },
]
const written: string[] = []
for (const { path, markup, signedInWith } of pages) {
  const file = join(dist, path, 'index.html')
  await writeFile(file, withPrerendered(await readFile(file, 'utf8'), markup, fontCss, { signedInWith }))
  written.push(file)
}
await precompressFiles(written)
console.log(`prerendered ${written.length} pages: ${pages.map(({ path }) => path).join(', ')}`)
