export const serverEntry = new URL('../../apps/server/src/main.ts', import.meta.url).pathname

export interface ServerProcess {
  url: string
  port: number
  process: Bun.Subprocess<'ignore', 'pipe', 'pipe'>
  stop(): Promise<void>
}

/**
 * Starts the real server, `bun apps/server/src/main.ts`, on an ephemeral port (unless `env.PORT`
 * says otherwise) with demo accounts; resolves once it says where it serves.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = Bun.spawn(['bun', serverEntry], {
    env: { ...process.env, PORT: '0', DEMO: '1', NODE_ENV: 'test', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  void child.stderr.pipeTo(new WritableStream({ write: (chunk) => void process.stderr.write(chunk) }))
  const reader = child.stdout.getReader()
  let output = ''
  while (!/serving on (http:\/\/\S+)/.test(output)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`server exited early:\n${output}`)
    output += new TextDecoder().decode(value)
  }
  reader.releaseLock()
  void child.stdout.pipeTo(new WritableStream())
  const url = (/serving on (http:\/\/\S+)/.exec(output)?.[1] ?? '').replace('localhost', '127.0.0.1')
  return {
    url,
    port: Number(new URL(url).port),
    process: child,
    async stop() {
      child.kill('SIGTERM')
      await child.exited
    },
  }
}

/** The database a server process opens: the test's Postgres database, else a PGlite directory. */
export function databaseEnv(database: { url?: string } | { path: string }): Record<string, string> {
  return 'path' in database ? { DATA_DIR: database.path } : { DATABASE_URL: database.url ?? '' }
}
