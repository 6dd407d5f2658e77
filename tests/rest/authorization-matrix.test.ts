import { describeAuthorizationMatrix } from '../support/authorization-matrix'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer | undefined

describeAuthorizationMatrix({
  label: '',
  enabled: true,
  async start() {
    server = await startTestServer()
    return [server.url]
  },
  stop: async () => server?.close(),
})
