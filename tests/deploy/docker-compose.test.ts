import { describe, expect, test } from 'bun:test'

/**
 * docker-compose.yml holds no password: each is a required variable (`${NAME:?message}`), so
 * `docker compose up` stops before starting anything until it is set. The file is read as compose
 * reads it (YAML, then `${…}` interpolation from the environment), so no docker is needed; where the
 * compose CLI is installed, its own `docker compose config` (which needs no daemon) must refuse too.
 */

const composeFile = new URL('../../docker-compose.yml', import.meta.url).pathname

type Environment = Record<string, string | number>
interface Compose {
  services: Record<string, { environment?: Environment }>
}

const compose = Bun.YAML.parse(await Bun.file(composeFile).text()) as Compose
const services = Object.entries(compose.services)
/** Every `${…}` reference in a value: the variable, its operator (`:?`, `:-`, `-`, …) and the rest. */
const referencesIn = (value: string) =>
  [...value.matchAll(/\$\{(\w+)(?:(:?[-?+])([^}]*))?\}/g)].map(([, name, operator = '']) => ({
    name,
    operator,
  }))

/** Compose's interpolation of one value: a missing required variable fails with its message. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g, (_, name: string, operator = '', rest = '') => {
    const set = operator.startsWith(':') ? Boolean(env[name]) : env[name] !== undefined
    if (set) return env[name] ?? ''
    if (operator.endsWith('?')) throw new Error(`required variable ${name} is missing a value: ${rest}`)
    return operator.endsWith('-') ? rest : ''
  })
}

const settingsOf = (env: Record<string, string>) =>
  services.map(([name, service]) => [
    name,
    Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
    ),
  ])

describe('docker-compose.yml', () => {
  test('every password is a required variable, with no default anywhere', () => {
    const secrets = services.flatMap(([service, { environment = {} }]) =>
      Object.entries(environment)
        .filter(([key]) => /PASSWORD|DATABASE_URL/.test(key))
        .map(([key, value]) => ({ where: `${service}.${key}`, value: String(value) })),
    )
    expect(secrets.map((secret) => secret.where).sort()).toEqual([
      'app1.ADMIN_PASSWORD',
      'app1.DATABASE_URL',
      'app2.ADMIN_PASSWORD',
      'app2.DATABASE_URL',
      'app3.ADMIN_PASSWORD',
      'app3.DATABASE_URL',
      'migrate.DATABASE_URL',
      'postgres.POSTGRES_PASSWORD',
    ])
    for (const { where, value } of secrets) {
      const references = referencesIn(value)
      expect(references.length, where).toBeGreaterThan(0)
      expect(
        references.map((reference) => `${reference.name}${reference.operator}`),
        where,
      ).toEqual(references.map((reference) => `${reference.name}:?`))
    }
    // The database URL's password is the required variable itself, not a literal.
    const url = new URL(
      interpolate(String(compose.services.app1?.environment?.DATABASE_URL), { POSTGRES_PASSWORD: 'p' }),
    )
    expect(url.password).toBe('p')
  })

  test('without ADMIN_PASSWORD or POSTGRES_PASSWORD it refuses; with both it starts with them', () => {
    expect(() => settingsOf({ POSTGRES_PASSWORD: 'db-secret' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => settingsOf({ ADMIN_PASSWORD: 'admin-secret' })).toThrow(/POSTGRES_PASSWORD/)
    expect(() => settingsOf({ ADMIN_PASSWORD: '', POSTGRES_PASSWORD: 'db-secret' })).toThrow(/ADMIN_PASSWORD/)
    const settings = Object.fromEntries(
      settingsOf({ ADMIN_PASSWORD: 'admin-secret', POSTGRES_PASSWORD: 'db-secret' }),
    )
    expect(settings.postgres).toMatchObject({ POSTGRES_PASSWORD: 'db-secret' })
    for (const app of ['app1', 'app2', 'app3']) {
      expect(settings[app]).toMatchObject({
        ADMIN_PASSWORD: 'admin-secret',
        DATABASE_URL: 'postgres://powerball:db-secret@postgres:5432/powerball',
        NODE_ENV: 'production',
        INSTANCE_ID: app,
        TRUST_PROXY: '1',
      })
    }
    expect(settings.migrate).toEqual({
      DATABASE_URL: 'postgres://powerball:db-secret@postgres:5432/powerball',
    })
  })
})

interface Service {
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  command?: string[]
  environment?: Environment
}

/** As production runs it (README, Running several servers): migrated once, three instances, nginx in front. */
describe('docker-compose.yml runs the site as production does', () => {
  const all = compose.services as Record<string, Service>
  const instances = ['app1', 'app2', 'app3'].map((name) => all[name] as Service)

  test('the instances start once the one-shot migration succeeded, and only nginx is published', () => {
    expect(all.migrate?.command).toEqual(['bun', 'run', 'migrate'])
    for (const instance of instances)
      expect(instance.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' })
    const published = services.filter(([, service]) => (service as Service).ports).map(([name]) => name)
    expect(published).toEqual(['nginx'])
  })

  test('the instances together stay well below Postgres’s 100 connections (docs/operations.md §1)', () => {
    // Each instance's pool, plus its leader lock and its LISTEN connection; the migration takes 3.
    const connections = instances.reduce(
      (sum, instance) => sum + Number(instance.environment?.DATABASE_POOL_MAX) + 2,
      3,
    )
    expect(connections).toBeLessThanOrEqual(70)
  })

  test('nginx refuses /metrics and does not buffer the event streams', async () => {
    const nginx = await Bun.file(new URL('../../deploy/nginx.conf', import.meta.url).pathname).text()
    expect(nginx).toMatch(/location = \/metrics \{\s*deny all;\s*\}/)
    for (const stream of ['/api/events', '/trpc/events.stream'])
      expect(nginx).toMatch(
        new RegExp(`location ${stream.replace('.', '\\.')} \\{\\s*[^}]*proxy_buffering off;`),
      )
  })
})

/** The compose CLI, where this machine has it. */
const docker = Bun.which('docker') ?? ''
const hasCompose = docker !== '' && Bun.spawnSync([docker, 'compose', 'version']).exitCode === 0

/** `docker compose config` on the file with only `env` for its passwords (and no `.env` file). */
function composeConfig(env: Record<string, string>) {
  const withoutPasswords = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(ADMIN|POSTGRES)_PASSWORD$/.test(name)),
  )
  const command = [docker, 'compose', '--env-file', '/dev/null', '-f', composeFile, 'config', '--quiet']
  const run = Bun.spawnSync(command, { env: { ...withoutPasswords, ...env } })
  return { exitCode: run.exitCode, stderr: run.stderr.toString() }
}

test.skipIf(!hasCompose)(
  'docker compose config itself refuses without ADMIN_PASSWORD, and accepts both passwords set',
  () => {
    const refused = composeConfig({ POSTGRES_PASSWORD: 'db-secret' })
    expect(refused.exitCode).not.toBe(0)
    expect(refused.stderr).toContain('ADMIN_PASSWORD')
    expect(composeConfig({ ADMIN_PASSWORD: 'admin-secret', POSTGRES_PASSWORD: 'db-secret' }).exitCode).toBe(0)
  },
)
