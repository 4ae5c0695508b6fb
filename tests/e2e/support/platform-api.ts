// The platform's API as the specs call it: the sandbox's app headers, a sign-in without a browser, any call.
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The demo users' password (README.md). */
export const demoPassword = 'Demo@1234'
export const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' }

/** A platform session without a browser, for arranging data and checking what the platform holds. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await platformLogin(request, username)
  expect(answer.status).toBe(200)
  return answer.body.data.accessToken as string
}

/** A sign-in through the platform's API, answered as it is: for specs about signing in (a wrong password, a lockout, another device's session). */
export async function platformLogin(request: APIRequestContext, username: string, { password = demoPassword, headers = {} }: { password?: string; headers?: Record<string, string> } = {}) {
  const response = await request.post('/ums/api/v1/Authentication/login', { headers: { ...platformHeaders, ...headers }, data: { username, password } })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

export async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { ...platformHeaders, authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

/** A successful POS transaction with no case yet, of a product category (a cash withdrawal: "no cash dispensed" fits it). */
export async function referenceWithoutCase(request: APIRequestContext, token: string, productCategory = 'CashWithdrawal'): Promise<string> {
  const listed = await api(request, token, 'GET', '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?Status=Successful&Channel=POS&PageSize=100')
  const cases = await api(request, token, 'GET', '/cms/api/v1/Case?PageSize=500')
  const taken = new Set((cases.body.data as { transactionReference: string | null }[]).map((c) => c.transactionReference))
  // Specs run side by side: start from a random row so two runs rarely pick the same one.
  const rows = (listed.body.data as { reference: string; product: { category: string } }[]).filter((row) => row.product.category === productCategory)
  const start = Math.floor(Math.random() * rows.length)
  const free = [...rows.slice(start), ...rows.slice(0, start)].find((row) => !taken.has(row.reference))
  if (!free) throw new Error('no transaction without a case')
  return free.reference
}

/**
 * Follows the page's requests from now on; quiet() waits until none is in flight for half a second.
 * Playwright's 'networkidle' never comes while the signed-in shell holds its event stream open, which is left out here.
 */
export function trackRequests(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<object>()
  let changedAt = Date.now()
  const counted = (request: { url(): string }) => !new URL(request.url()).pathname.startsWith('/admin/api/v1/Events/stream')
  page.on('request', (request) => {
    if (!counted(request)) return
    inFlight.add(request)
    changedAt = Date.now()
  })
  const settled = (request: object) => {
    if (inFlight.delete(request)) changedAt = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return {
    async quiet() {
      await expect.poll(() => (inFlight.size === 0 ? Date.now() - changedAt : 0), { intervals: [100], timeout: 15_000 }).toBeGreaterThanOrEqual(500)
    },
  }
}
