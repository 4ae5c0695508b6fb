// The messages between the pages and the service worker about the approval outbox.
export const swMessages = {
  /** worker → page: "who is signed in?" answered with { userId, accessToken } or null. */
  getSession: 'OUTBOX_GET_SESSION',
  /** worker → page: "the token expired: refresh it" answered like getSession. */
  refreshSession: 'OUTBOX_REFRESH_SESSION',
  /** worker → page: the outbox changed; re-read it. */
  outboxChanged: 'OUTBOX_CHANGED',
  /** page → worker: replay now (online again, timer, sign-in). */
  replay: 'OUTBOX_REPLAY',
} as const

export type PageToWorker = { type: 'SKIP_WAITING' } | { type: typeof swMessages.replay }
