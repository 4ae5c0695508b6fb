import type { Middleware } from 'openapi-fetch'

import { config } from '../lib/config'
import { reportNetworkFailure, reportNetworkSuccess } from '../lib/online'
import { ApiError, apiErrorFrom } from './api-error'
import { retryAfterOf } from './retry-after'

type AccessTokenSource = () => string | null | undefined

let accessTokenSource: AccessTokenSource = () => null

/** The session module tells the clients where the current access token lives. */
export function setAccessTokenSource(source: AccessTokenSource): void {
  accessTokenSource = source
}

/** Fixed platform headers and the bearer token on every request. */
export const platformHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('app-id', config.appId)
    request.headers.set('app-key', config.appKey)
    request.headers.set('channel', config.channel)
    const token = accessTokenSource()
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`)
    }
    return request
  },
}

/** Non-2xx answers become one ApiError so TanStack Query sees a failure. 202 is a success. */
export const throwOnError: Middleware = {
  onError({ error }) {
    // Our own ApiError (an HTTP answer) is not a network failure; anything else means no answer.
    if (error instanceof ApiError) return error
    reportNetworkFailure()
    return error instanceof Error ? error : new Error(String(error))
  },
  async onResponse({ response }) {
    // An answer queued by the service worker says nothing about the network; any other does.
    if (response.headers.get('x-offline-queued') !== '1') reportNetworkSuccess()
    if (response.ok) return response
    let body: unknown = null
    const text = await response.clone().text()
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    throw apiErrorFrom(response.status, response.statusText, body, retryAfterOf(response.headers))
  },
}
