// Maker-checker for arranging a spec's state: a change applied (approved by checker when sent for approval), a request opened.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { api, apiToken } from './platform-api'

/**
 * A change made through the platform and, when it is sent for approval (every approvable action is,
 * by default), approved by `checker`: for arranging state, not for testing maker-checker itself.
 * Answers the change's own answer, or the approval's, with the id of the record it made or changed.
 */
export async function applied(request: APIRequestContext, token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const answer = await api(request, token, method, url, data)
  if (answer.status !== 202) return { ...answer, entityId: (answer.body?.data?.id as number | undefined) ?? null }
  const checker = await apiToken(request, 'checker')
  const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${answer.body.data.approvalRequestId as number}`)
  // The approval's entityId is the record a creation made.
  return { ...approved, entityId: (approved.body?.data?.entityId as number | null | undefined) ?? null }
}

/** Approves a request as `checker` (the form's change sent for approval). */
export async function approveAsChecker(request: APIRequestContext, requestId: number) {
  const answer = await api(request, await apiToken(request, 'checker'), 'PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** The request number a "Sent for approval (request #N)" notice names. */
export function requestIdOf(notice: string | null): number {
  const id = Number(/#(\d+)/.exec(notice ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

/**
 * After a save or delete in the interface: when the platform sent it for approval (the action is
 * under maker-checker), `checker` approves it and the page is reloaded; else `done` shows at once.
 */
export async function approveIfSent(page: Page, request: APIRequestContext, done: Locator): Promise<void> {
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent.or(done).first()).toBeVisible()
  if (await sent.isVisible()) {
    await approveAsChecker(request, requestIdOf(await sent.textContent()))
    await page.reload()
  }
}

/**
 * Opens an approval request's drawer and waits for the request itself (its comparison), not only its heading: what was
 * loaded is what stays readable offline. `origin` for a page served through the network switch; `status` filters the list behind.
 */
export async function openRequest(page: Page, id: number, { origin = '', status }: { origin?: string; status?: string } = {}): Promise<Locator> {
  await page.goto(`${origin}/approval-management?${status ? `status=${status}&` : ''}request=${id}`)
  const drawer = page.getByTestId('approval-request')
  // A request's review (its hints, the cost of a fee change) is computed on each read: on a loaded machine it takes seconds.
  await expect(drawer.getByTestId('approval-request-details')).toBeVisible({ timeout: 15_000 })
  await expect(drawer.getByTestId('data-comparison')).toBeVisible()
  return drawer
}
