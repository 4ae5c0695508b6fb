import { readFileSync } from 'node:fs'

import { changed } from '../../platform/audit.ts'
import { conflict, failure, invalidField, ok, reader } from '../../platform/http.ts'
import { readSystemConfiguration, writeSystemConfiguration, type SystemSettings } from '../../platform/settings.ts'
import { subjectOf, type DataOf, type Handlers } from '../../platform/types.ts'
import * as repo from './repository.ts'

type Operation = 'listCountries' | 'listStates' | 'getSystemConfiguration' | 'updateSystemConfiguration' | 'listMfaOptions' | 'getHealth'

const version = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version
const startedAt = Date.now()
const idleTimeoutMs = 600_000

const mfaOptions: DataOf<'listMfaOptions'> = [
  { code: 'Email', name: 'Email one-time code', enabled: true, description: "A one-time code sent to the user's email address" },
  { code: 'Sms', name: 'SMS one-time code', enabled: true, description: "A one-time code sent by SMS to the user's phone number" },
  { code: 'Authenticator', name: 'Authenticator app', enabled: false, description: 'A time-based code from an authenticator app such as Google Authenticator' },
]

const settingsOf = ({ updatedAt: _at, updatedBy: _by, ...settings }: DataOf<'getSystemConfiguration'>): SystemSettings => settings

export const adminHandlers: Handlers<Operation> = {
  listCountries: reader((ctx) => repo.listCountries(ctx.db)),

  listStates: reader((ctx) => repo.listStates(ctx.db, ctx.path.countryId)),

  getSystemConfiguration: reader((ctx) => readSystemConfiguration(ctx.db)),

  updateSystemConfiguration: {
    async subject(ctx) {
      const body = ctx.body
      if (body.transactionLimits.defaultSingleLimit > body.transactionLimits.defaultDailyLimit) {
        throw invalidField('transactionLimits.defaultSingleLimit', 'LIMIT_EXCEEDED', 'must not exceed transactionLimits.defaultDailyLimit')
      }
      const missing = await repo.missingRoleIds(ctx.db, body.mfa.requiredForRoleIds)
      if (missing.length) throw invalidField('mfa.requiredForRoleIds', 'UNKNOWN_REFERENCE', `role ${missing.join(', ')} does not exist`)
      // The request being approved is itself pending; any other pending change conflicts.
      if (!ctx.approved) {
        const pending = await repo.pendingRequestFor(ctx.db, 'updateSystemConfiguration')
        if (pending !== null) throw conflict('APPROVAL_PENDING', `A change to the system configuration is already awaiting approval (request ${pending})`, undefined, { approvalRequestId: pending })
      }
      const before = settingsOf(await readSystemConfiguration(ctx.db))
      // Left out, the rate limits stay as they are.
      const after: SystemSettings = { ...body, session: { ...body.session, idleTimeoutMs }, rateLimits: body.rateLimits ?? before.rateLimits }
      return { entityType: 'SystemConfiguration', entityId: 1, entityName: 'System configuration', summary: 'Update the system configuration', before, after }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await writeSystemConfiguration(ctx.db, subject.after as SystemSettings, ctx.actor.username)
      return changed(ok(await readSystemConfiguration(ctx.db), 'System configuration updated'), {
        eventType: 'ConfigurationChange',
        entityType: subject.entityType,
        entityId: 1,
        description: 'Updated the system configuration',
        oldData: subject.before,
        newData: subject.after,
      })
    },
  },

  listMfaOptions: {
    async handle() {
      return ok(mfaOptions)
    },
  },

  getHealth: {
    async handle(ctx) {
      try {
        await repo.ping(ctx.db)
      } catch {
        return { status: 503, body: failure(503, 'UNAVAILABLE', ['The database is unreachable; try again in a few seconds'], 'Service unavailable') }
      }
      // The handle's kind is not on the context yet; DATABASE_URL is what selects PostgreSQL.
      const database = ctx.env.databaseUrl ? 'postgres' : 'pglite'
      return ok({ status: 'ok' as const, version, database, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) })
    },
  },
}
