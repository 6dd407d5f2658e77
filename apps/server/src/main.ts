import { createDb, seedDatabase } from '@pb/db'
import { createApp } from './app'
import { readConfig } from './config'

const config = readConfig()
const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const seeded = await seedDatabase(database.db, { adminPassword: config.adminPassword, demo: config.demo })
for (const account of seeded.created) {
  console.log(
    `계정 생성 / account created: ${account.roleCode.padEnd(6)} ${account.loginId} / ${account.password}`,
  )
}

const app = createApp({ db: database.db, log: console.log }).listen(config.port)
const url = `http://localhost:${app.server?.port}`
console.log(
  `파워볼 서버 실행 중 / serving on ${url} (${database.driver}${database.driver === 'pglite' ? `: ${config.dataDir}` : ''})`,
)
console.log(`  회원 / member: ${url}/login    관리자 / admin: ${url}/admin/login`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: 종료 중 / shutting down`)
  await app.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
