/**
 * bun run bench: runs the benchmarks that guard the draw-time rush, one after another, and appends
 * their figures, with the commit and the machine's pgbench TPS, to tests/bench/record.jsonl
 * (docs/testing.md §8). Prints each figure beside the previous row's and flags any more than 20 %
 * worse; the run then exits 1. `--only settle,sse` runs some of them (the row holds only theirs).
 */
import { appendFile, readFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const RECORD = join(import.meta.dir, 'record.jsonl')
/** A figure this much worse than the previous row's is flagged. */
const WORSE_BY = 0.2

interface Figure {
  name: string
  /** Its value in the benchmark's output. */
  pattern: RegExp
  /** `machine`: the machine's own speed, the peer the other figures are read against; never flagged. */
  better: 'lower' | 'higher' | 'machine'
  unit: string
}

interface Bench {
  name: string
  command: string[]
  figures: Figure[]
}

const benches: Bench[] = [
  {
    name: 'settle',
    command: ['bun', 'tests/bench/settle.bench.ts'],
    figures: [{ name: 'settleSeconds', pattern: /settleRound:\s+([\d.]+) s/, better: 'lower', unit: 's' }],
  },
  {
    name: 'sse',
    command: ['bun', 'tests/bench/sse.bench.ts', '--subs', '10000'],
    figures: [
      { name: 'sseDrawToLastMs', pattern: /draw → last:\s+(\d+) ms/, better: 'lower', unit: 'ms' },
      {
        name: 'sseCommitP99Ms',
        pattern: /commit → streams: p50 \d+ ms, p99 (\d+) ms/,
        better: 'lower',
        unit: 'ms',
      },
      {
        name: 'sseKibPerSubscriber',
        pattern: /per subscriber:\s+([\d.]+) KiB/,
        better: 'lower',
        unit: 'KiB',
      },
    ],
  },
  {
    name: 'bets',
    command: ['bun', 'tests/bench/bets.bench.ts'],
    figures: [
      // bets/s as a share of pgbench's TPS on the same server: comparable across machines.
      { name: 'betsPerPgbench', pattern: /bets\/s ÷ pgbench TPS = ([\d.]+)/, better: 'higher', unit: '×' },
      {
        name: 'betsP99Ms',
        pattern: /latency:\s+p50 [\d.]+ ms, p99 ([\d.]+) ms/,
        better: 'lower',
        unit: 'ms',
      },
      { name: 'pgbenchTps', pattern: /pgbench TPS:\s+(\d+)/, better: 'machine', unit: 'TPS' },
    ],
  },
  {
    name: 'rush',
    command: ['bun', 'tests/bench/bets.bench.ts', '--clients', '1000'],
    figures: [
      {
        name: 'rushP99Ms',
        pattern: /latency:\s+p50 [\d.]+ ms, p99 ([\d.]+) ms/,
        better: 'lower',
        unit: 'ms',
      },
    ],
  },
]

interface Row {
  at: string
  commit: string
  cores: number
  figures: Record<string, number>
  verdicts: string[]
}

async function run(command: string[]): Promise<string> {
  const child = Bun.spawn(command, {
    env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: '4096' },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  let output = ''
  const decoder = new TextDecoder()
  for await (const chunk of child.stdout) {
    const text = decoder.decode(chunk)
    process.stdout.write(text)
    output += text
  }
  await child.exited
  return output
}

async function previousRow(): Promise<Row | undefined> {
  const text = await readFile(RECORD, 'utf8').catch(() => '')
  const rows = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row)
  return rows.at(-1)
}

function changeOf(figure: Figure, now: number, before: number | undefined): { text: string; worse: boolean } {
  if (before === undefined || before === 0) return { text: 'new', worse: false }
  const change = (now - before) / before
  const worse =
    figure.better === 'lower' ? change > WORSE_BY : figure.better === 'higher' && change < -WORSE_BY
  const sign = change >= 0 ? '+' : ''
  return { text: `${sign}${(change * 100).toFixed(0)} % from ${before}`, worse }
}

const { values } = parseArgs({ options: { only: { type: 'string' } } })
const only = values.only?.split(',').map((name) => name.trim())
const chosen = benches.filter((bench) => !only || only.includes(bench.name))
if (chosen.length === 0) throw new Error(`--only names none of ${benches.map((b) => b.name).join(', ')}`)

const commit = (await Bun.$`git rev-parse --short HEAD`.text()).trim()
const row: Row = { at: new Date().toISOString(), commit, cores: cpus().length, figures: {}, verdicts: [] }
for (const bench of chosen) {
  console.log(`\n== ${bench.command.join(' ')}`)
  const output = await run(bench.command)
  for (const figure of bench.figures) {
    const found = figure.pattern.exec(output)?.[1]
    if (found === undefined) throw new Error(`${bench.name} printed no ${figure.name}`)
    row.figures[figure.name] = Number(found)
  }
  row.verdicts.push(...output.split('\n').filter((line) => /^(PASS|MISS) /.test(line)))
}

const before = await previousRow()
console.log(
  `\n== record: ${commit} on ${row.cores} cores, against ${before ? before.commit : 'no earlier row'}`,
)
let worse = 0
for (const figure of chosen.flatMap((bench) => bench.figures)) {
  const now = row.figures[figure.name] as number
  const change = changeOf(figure, now, before?.figures[figure.name])
  if (change.worse) worse++
  console.log(
    `${change.worse ? 'WORSE' : '     '} ${figure.name.padEnd(20)} ${String(now).padStart(9)} ${figure.unit.padEnd(4)} ${change.text}`,
  )
}
const machineNow = row.figures.pgbenchTps
const machineBefore = before?.figures.pgbenchTps
if (
  machineNow !== undefined &&
  machineBefore !== undefined &&
  Math.abs(machineNow / machineBefore - 1) > WORSE_BY
)
  console.log(
    `the machine's own pgbench moved ${(((machineNow - machineBefore) / machineBefore) * 100).toFixed(0)} %: times ` +
      'move with it, so compare them with a row measured on this machine the same day',
  )
for (const line of row.verdicts) console.log(line)
await appendFile(RECORD, `${JSON.stringify(row)}\n`)
console.log(`appended to ${RECORD}`)
if (worse > 0) {
  console.log(`${worse} figure(s) more than ${WORSE_BY * 100} % worse than the previous row`)
  process.exit(1)
}
