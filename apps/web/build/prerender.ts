import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { precompressFiles } from './precompress'
import { withPrerendered } from './prerendered-entry'
import { signInMarkup } from './sign-in-markup'

/** After `vite build`: the sign-in screens' entries get their first render as HTML (see signInMarkup). */
const dist = join(import.meta.dir, '..', 'dist')
const assets = join(dist, 'assets')
const fontSheet = (await readdir(assets)).find((name) => /^noto-sans-kr-.*\.css$/.test(name))
if (!fontSheet) throw new Error('the build holds no Noto Sans KR stylesheet')
const fontCss = await readFile(join(assets, fontSheet), 'utf8')
const written: string[] = []
for (const [path, markup] of Object.entries(signInMarkup())) {
  const file = join(dist, path, 'index.html')
  await writeFile(file, withPrerendered(await readFile(file, 'utf8'), markup, fontCss))
  written.push(file)
}
await precompressFiles(written)
console.log(`prerendered ${written.length} sign-in pages`)
