import * as v from 'valibot'

/** Only same-app paths may be a post-login destination (no open redirect). */
const internalPath = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s]*$/), v.maxLength(2000))

export const loginSearchSchema = v.object({
  auth: v.fallback(v.optional(v.picklist(['login'])), 'login'),
  redirect: v.fallback(v.optional(internalPath), undefined),
})

export const resetPasswordSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/))), undefined),
  /** Sent here by sign-in because the password is older than the policy allows. */
  expired: v.fallback(v.optional(v.boolean()), undefined),
})
