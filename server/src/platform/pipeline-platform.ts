// The Platform the handlers call back into (ctx.platform): maker-checker, operations on a caller's behalf, impact, notifications.
import type { Env } from '../env.ts'
import { notifications } from '../db/schema.ts'
import type { Authenticator } from './auth.ts'
import type { CompiledOperation } from './compiled-operations.ts'
import { maskDestination } from './personal-data.ts'
import { approverRolesFor, decideApprovalRequest, permissionIdOf, resubmitApprovalRequest, returnApprovalRequest, storeApprovalRequest } from './maker-checker.ts'
import { authorise, validateInput } from './pipeline-steps.ts'
import type { Platform } from './types.ts'

/** The Platform over the compiled operations; `perform` is the pipeline's (pipeline.ts). */
export function createPlatform(deps: { env: Env; log: (line: string) => void; authenticator: Authenticator; compiled: Map<string, CompiledOperation>; perform: Platform['perform'] }): Platform {
  const { env, log, authenticator, compiled } = deps
  return {
    authenticator,
    // The approval replays the maker's stored input, validated and authorised when it was sent (execute); the checker's right to decide is decideApprovalRequest's.
    decideApproval: (ctx, id, decision) =>
      decideApprovalRequest(ctx, id, decision, {
        handlerOf: (operationId) => compiled.get(operationId)?.handler,
        replayContext: (checkerCtx, operationId, input, maker) => ({
          ...checkerCtx,
          operationId,
          path: input.path as never,
          query: input.query as never,
          body: input.body as never,
          actor: maker,
          approved: true,
          subject: undefined,
        }),
      }),
    returnApproval: (ctx, id, back) => returnApprovalRequest(ctx, id, back),
    // The amended body passes the contract of the stored operation, as the first did (execute), and the maker still needs its permission.
    resubmitApproval: (ctx, id, body) =>
      resubmitApprovalRequest(ctx, id, body, {
        operationOf(operationId) {
          const entry = compiled.get(operationId)
          if (!entry) return null
          return {
            handler: entry.handler,
            validateBody: (value) => validateInput(entry, 'body', value ?? undefined),
            authorise: (maker, path) => authorise(entry.op, { actor: maker.actor, granted: maker.permissions }, path),
          }
        },
      }),
    async submitForApproval(ctx, operationId, input) {
      const target = compiled.get(operationId)
      if (!target || typeof target.op.access !== 'object' || !target.handler.subject) throw new Error(`${operationId} cannot be sent for approval`)
      const { group, action } = target.op.access
      // Without a configuration, holders of the permission itself decide (see decideApprovalRequest).
      const permissionId = (await approverRolesFor(ctx.db, group, action))?.permissionId ?? (await permissionIdOf(ctx.db, group, action))
      if (!permissionId) throw new Error(`Permission ${group} / ${action} is not in the catalogue`)
      const replay = { ...ctx, operationId, path: input.path as never, query: input.query as never, body: input.body as never, subject: undefined }
      const subject = await target.handler.subject(replay)
      return storeApprovalRequest(ctx, operationId, permissionId, subject, input)
    },
    perform: deps.perform,
    async impactOf(executor, operationId, change) {
      const handler = compiled.get(operationId)?.handler
      return handler?.impact ? handler.impact(executor, change) : null
    },
    invalidateAuthorization: () => authenticator.invalidate(),
    async notify(executor, message) {
      await executor.insert(notifications).values(message)
      // The code or link is what the demo prints it for; the address stays out of the log.
      if (env.demoMode) log(`[outbox] ${message.channel} to ${message.username ?? maskDestination(message.destination)}: ${message.subject}: ${message.body}`)
    },
  }
}
