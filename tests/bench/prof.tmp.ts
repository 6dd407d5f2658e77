import { launch } from 'chrome-launcher'
import puppeteer from 'puppeteer-core'
import { startServerProcess } from '../support/server-process'
const server = await startServerProcess({ DATA_DIR: 'memory://', NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-pass-1' })
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
const page = await browser.newPage()
if (process.env.AREA) {
  const area = process.env.AREA
  const r = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(area === 'member' ? { loginId: 'member1', password: 'demo1234', area } : { loginId: 'admin', password: 'bench-pass-1', area }) })
  const d = ((await r.json()) as any).data
  await page.goto(`${server.url}/api/health`)
  const k = area === 'member' ? ['userAccessToken', 'userRefreshToken', 'userInfo'] : ['adminAccessToken', 'adminRefreshToken', 'adminUser']
  await page.evaluate((e) => { for (const [a, b] of e) localStorage.setItem(a, b) }, [[k[0], d.accessToken], [k[1], d.refreshToken], [k[2], JSON.stringify(d.user)]])
}
await page.emulateCPUThrottling(4)
const cdp = await page.createCDPSession()
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(`${server.url}${process.env.PAGE ?? '/login'}`, { waitUntil: 'networkidle2' })
const { profile } = (await cdp.send('Profiler.stop')) as any
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
const self = new Map<string, number>()
const byUrl = new Map<string, number>()
profile.samples.forEach((id: number, i: number) => {
  const n: any = byId.get(id); const dt = profile.timeDeltas[i] / 1000
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
  self.set(key, (self.get(key) ?? 0) + dt)
  const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName
  byUrl.set(u, (byUrl.get(u) ?? 0) + dt)
})
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
console.log('---')
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map<string, number>()
profile.samples.forEach((id: number, i: number) => { const dt = profile.timeDeltas[i] / 1000; const seen = new Set<string>(); let cur: number | undefined = id; while (cur !== undefined) { const n: any = byId.get(cur); const f = n.callFrame; if (f.url.includes('/assets/') && !f.url.includes('framework') && f.functionName) { const k = `${f.functionName} ${f.url.split('/').pop()}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt) } } cur = parent.get(cur) } })
console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
console.log('---')
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
await browser.disconnect(); chrome.kill(); await server.stop()
