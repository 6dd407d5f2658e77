import type { ReceiptLine } from './receipt'

/*
 * The local receipt printer bridge of docs/product.md §7.4: a small service on the member's machine. It is found
 * by probing a few ports and paths, then sent the job at /print, or at its webdriver-style endpoint
 * with function commands. Printing is best effort: every failure is silent.
 */
const ports = [8008, 8181, 18080, 6100, 8100, 8888]
const probePaths = ['/health', '/version', '/printers', '/']
const probeTimeoutMs = 700
const printTimeoutMs = 2000
const printerName = 'Printer1'
const webdriverKey = 'receiptPrinterWebdriver'
const defaultWebdriverPath = `/webdriver/${printerName}.bxl`
/** After a probe finds nothing, the next purchases print nowhere for a while instead of probing again. */
const quietAfterMissMs = 60_000

let bridge: Promise<string | null> | undefined
let missedAt = Number.NEGATIVE_INFINITY

async function answers(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(probeTimeoutMs) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return new URL(url).origin
}

/** The first bridge that answers, remembered for the page's lifetime; a miss is asked again a minute later. */
function findBridge(): Promise<string | null> {
  if (Date.now() - missedAt < quietAfterMissMs) return Promise.resolve(null)
  bridge ??= Promise.any(
    ports.flatMap((port) => probePaths.map((path) => answers(`http://localhost:${port}${path}`))),
  ).catch(() => {
    bridge = undefined
    missedAt = Date.now()
    return null
  })
  return bridge
}

function postJson(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(printTimeoutMs),
  })
}

/** The same job as function commands: check the printer, print each line, cut. */
function webdriverCommands(jobName: string, lines: ReceiptLine[]) {
  const commands: Record<string, unknown>[] = [{ checkPrinterStatus: [] }]
  for (const line of lines) {
    if ('text' in line) commands.push({ printText: [`${line.text}\n`] })
    else if ('row' in line) commands.push({ printText: [`${line.row[0]}  ${line.row[1]}\n`] })
    else if ('feed' in line) commands.push({ printText: ['\n'.repeat(line.feed)] })
    else commands.push({ cutPaper: [line.cut] })
  }
  return {
    id: jobName,
    functions: Object.fromEntries(commands.map((command, index) => [`func${index}`, command])),
  }
}

function webdriverUrl(origin: string): string {
  const stored = localStorage.getItem(webdriverKey)
  if (stored) return stored
  const url = `${origin}${defaultWebdriverPath}`
  localStorage.setItem(webdriverKey, url)
  return url
}

/** Sends a receipt to the local printer; resolves to whether some endpoint accepted it. */
export async function printThroughBridge(jobName: string, lines: ReceiptLine[]): Promise<boolean> {
  try {
    const origin = await findBridge()
    if (!origin) return false
    const direct = await postJson(`${origin}/print`, { printer: printerName, jobName, lines }).catch(
      () => null,
    )
    if (direct?.ok) return true
    // Only a bridge that answered without taking the job gets it again as commands: one that did not
    // answer in time may still print it, and a second copy would print twice.
    if (!direct) return false
    const webdriver = await postJson(webdriverUrl(origin), webdriverCommands(jobName, lines)).catch(
      () => null,
    )
    return webdriver?.ok ?? false
  } catch {
    return false
  }
}
