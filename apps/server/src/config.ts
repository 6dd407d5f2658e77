export interface ServerConfig {
  port: number
  databaseUrl: string | undefined
  dataDir: string
  adminPassword: string | undefined
  demo: boolean
}

/** Configuration comes from the environment (and `--demo` on the command line). */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
  argv: string[] = process.argv,
): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: ['1', 'true'].includes(env.DEMO ?? '') || argv.includes('--demo'),
  }
}
