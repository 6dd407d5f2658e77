import { ADMIN_PASSWORD } from './test-server'

const serverEntry = new URL('../../apps/server/src/main.ts', import.meta.url).pathname

export interface ServerProcess {
  url: string
  process: Bun.Subprocess
}

/**
 * Starts `bun apps/server/src/main.ts` as its own process on `databaseUrl` with the demo tree and its
 * own test clock, and answers once it serves.
 */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const child = Bun.spawn(['bun', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD,
      DEMO: '1',
      GAME_TEST_CLOCK: '1',
      NODE_ENV: 'test',
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
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
  return { url, process: child }
}

/** Stops a server process gracefully and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  server.process.kill('SIGTERM')
  await server.process.exited
}
