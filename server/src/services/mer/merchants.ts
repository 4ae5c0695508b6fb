// Merchants: onboarding (with documents), details, configuration, enable/disable and delete.
import { isValidNuban } from '../../../../src/lib/nuban.ts'
import type { Executor } from '../../db/client.ts'
import { changed, enablingChange, subjectChange } from '../../platform/audit.ts'
import { personalDataRevealed } from '../../platform/personal-data.ts'
import { badRequest, conflict, fieldProblem, invalidField, noSuch, ok, type Problem, reader } from '../../platform/http.ts'
import { listPage, listPaging } from '../../platform/keyset.ts'
import { subjectOf, type BodyOf, type DataOf, type Handlers, type RequestContext } from '../../platform/types.ts'
import { bankName } from './banks.ts'
import * as repo from './repository.ts'
import type { Holder } from './holders.ts'
import { conflicts, plural } from './messages.ts'
import { insertPersonnelUser, personnelEmailTaken } from './personnel.ts'
import { issuePasswordSetup } from '../ums/password-reset.ts'

type Operation =
  | 'listMerchants'
  | 'listMerchantsBySuperAgent'
  | 'getMerchant'
  | 'revealMerchantPersonalData'
  | 'validateMerchant'
  | 'createMerchant'
  | 'updateMerchant'
  | 'deleteMerchant'
  | 'listMerchantDocuments'
  | 'getMerchantDocumentFile'
  | 'enableDisableMerchant'
  | 'updateMerchantDocument'
  | 'updateMerchantConfiguration'

const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

// ───────────── documents

type DocumentUpload = BodyOf<'updateMerchantDocument'>

const signatures: Record<DocumentUpload['contentType'], { bytes: number[]; kind: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF file' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: 'a PNG image' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
}

/** The document's bytes, or the errors naming what is wrong with it. */
function decodeDocument(doc: DocumentUpload, field: string): { content: Buffer | null; errors: Problem[] } {
  const text = doc.contentBase64
  const content = Buffer.from(text, 'base64')
  if (text.length % 4 !== 0 || content.toString('base64') !== text) {
    return { content: null, errors: [fieldProblem(`${field}.contentBase64: is not valid base64`, 'INVALID')] }
  }
  if (content.length > MAX_DOCUMENT_BYTES) {
    return { content: null, errors: [fieldProblem(`${field}.contentBase64: the file is ${(content.length / 1048576).toFixed(1)} MB, larger than the 5 MB allowed`, 'TOO_LONG')] }
  }
  const signature = signatures[doc.contentType]
  if (!signature.bytes.every((b, i) => content[i] === b)) {
    return { content: null, errors: [fieldProblem(`${field}.contentBase64: the content is not ${signature.kind} as contentType says`, 'INVALID')] }
  }
  return { content, errors: [] }
}

const documentMeta = (doc: DocumentUpload, content: Buffer, typeName: string | undefined) => ({
  documentType: { id: doc.documentTypeId, name: typeName ?? `Document type ${doc.documentTypeId}` },
  fileName: doc.fileName,
  contentType: doc.contentType,
  sizeBytes: content.length,
})

// ───────────── merchant checks

interface MerchantRefs {
  industryId?: number
  stateId?: number
  countryId?: number
  superAgentId?: number
  productGroupId?: number
  feeSchemeId?: number
  commissionGroupId?: number
}

/** 400 messages for references that are unknown or not Active; `prefix` names where the ids sit. */
async function referenceErrors(db: Executor, ids: MerchantRefs, fields: Partial<Record<keyof MerchantRefs, string>>) {
  const found = await repo.referenceStatus(db, ids)
  const errors: Problem[] = []
  const field = (key: keyof MerchantRefs) => fields[key] ?? key
  if (ids.industryId && !found.industry) errors.push(fieldProblem(`${field('industryId')}: unknown industry ${ids.industryId}`, 'UNKNOWN_REFERENCE'))
  if (ids.countryId && !found.country) errors.push(fieldProblem(`${field('countryId')}: unknown country ${ids.countryId}`, 'UNKNOWN_REFERENCE'))
  if (ids.stateId) {
    if (!found.state) errors.push(fieldProblem(`${field('stateId')}: unknown state ${ids.stateId}`, 'UNKNOWN_REFERENCE'))
    else if (found.country && found.state.countryId !== found.country.id) errors.push(fieldProblem(`${field('stateId')}: ${found.state.name} is not a state of ${found.country.name}`, 'INVALID'))
  }
  const active = (key: 'superAgentId' | 'productGroupId' | 'feeSchemeId' | 'commissionGroupId', label: string, entity: { name: string; status: string } | null) => {
    const id = ids[key]
    if (!id) return
    if (!entity || entity.status === 'Deleted') errors.push(fieldProblem(`${field(key)}: unknown ${label} ${id}`, 'UNKNOWN_REFERENCE'))
    else if (entity.status !== 'Active') errors.push(fieldProblem(`${field(key)}: the ${label} ${entity.name} is ${entity.status}, not Active`, 'INACTIVE_REFERENCE'))
  }
  active('superAgentId', 'super agent', found.superAgent)
  active('productGroupId', 'product group', found.productGroup)
  active('feeSchemeId', 'fee scheme', found.feeScheme)
  active('commissionGroupId', 'commission group', found.commissionGroup)
  return { errors, found }
}

/**
 * Clashes of a merchant's business name, e-mails and phones with every other holder (merchants,
 * agents, staff users, pending requests; not the requests while one is being approved), as `field: message`.
 */
async function detailClashes(db: Executor, body: BodyOf<'updateMerchant'>, options: { exceptId?: number; approved: boolean; resubmitting?: number | undefined }): Promise<string[]> {
  const o = { exceptId: options.exceptId, withoutRequests: options.approved, requestId: options.resubmitting }
  const checks: Promise<string | null>[] = [
    repo.businessNameClash(db, body.businessName, o).then((c) => c && `businessName: ${c.message}`),
    repo.emailClash(db, body.emailAddress1, o).then((c) => c && `emailAddress1: ${c.message}`),
    repo.phoneClash(db, body.phoneNumber1, o).then((c) => c && `phoneNumber1: ${c.message}`),
  ]
  if (body.emailAddress2) checks.push(repo.emailClash(db, body.emailAddress2, o).then((c) => c && `emailAddress2: ${c.message}`))
  if (body.phoneNumber2) checks.push(repo.phoneClash(db, body.phoneNumber2, o).then((c) => c && `phoneNumber2: ${c.message}`))
  return (await Promise.all(checks)).filter((c): c is string => c !== null)
}

/** A holder as the pre-check names it: a staff user is not named to a maker; a pending request by its number. */
function conflictHolder(holder: Holder): DataOf<'validateMerchant'>['conflicts'][number]['holder'] {
  return { kind: holder.kind, name: holder.kind === 'StaffUser' ? null : holder.name, approvalRequestId: holder.kind === 'PendingRequest' ? holder.id : null }
}

function ownDuplicates(body: BodyOf<'updateMerchant'>): Problem[] {
  const errors: Problem[] = []
  if (body.emailAddress2 && body.emailAddress2.toLowerCase() === body.emailAddress1.toLowerCase()) errors.push(fieldProblem('emailAddress2: must differ from emailAddress1', 'MUST_DIFFER'))
  if (body.phoneNumber2 && body.phoneNumber2 === body.phoneNumber1) errors.push(fieldProblem('phoneNumber2: must differ from phoneNumber1', 'MUST_DIFFER'))
  return errors
}

function limitErrors(config: { dailyTransactionLimit: number; singleTransactionLimit: number }, prefix: string): Problem[] {
  return config.singleTransactionLimit > config.dailyTransactionLimit
    ? [fieldProblem(`${prefix}singleTransactionLimit: must not exceed the daily limit (${config.dailyTransactionLimit} kobo)`, 'LIMIT_EXCEEDED')]
    : []
}

/** Every check of an onboarding: 400 for bad input, then 409 for values already taken. */
async function prepareMerchantCreate(ctx: RequestContext<'createMerchant'>) {
  const body = ctx.body
  const { errors, found } = await referenceErrors(
    ctx.db,
    {
      industryId: body.industryId,
      stateId: body.address.stateId,
      countryId: body.address.countryId,
      superAgentId: body.superAgentId,
      productGroupId: body.configuration.productGroupId,
      feeSchemeId: body.configuration.feeSchemeId,
      commissionGroupId: body.configuration.commissionGroupId,
    },
    {
      stateId: 'address.stateId',
      countryId: 'address.countryId',
      productGroupId: 'configuration.productGroupId',
      feeSchemeId: 'configuration.feeSchemeId',
      commissionGroupId: 'configuration.commissionGroupId',
    },
  )
  errors.push(...ownDuplicates(body), ...limitErrors(body.configuration, 'configuration.'))
  if (!bankName(body.settlement.bankCode)) errors.push(fieldProblem(`settlement.bankCode: unknown bank code ${body.settlement.bankCode}`, 'UNKNOWN_REFERENCE'))
  else if (!isValidNuban(body.settlement.bankCode, body.settlement.accountNumber)) {
    errors.push(
      fieldProblem(`settlement.accountNumber: ${body.settlement.accountNumber} is not a valid NUBAN for ${bankName(body.settlement.bankCode)} (its check digit does not match)`, 'INVALID_NUBAN'),
    )
  }

  const uploads = body.documents ?? []
  const typeNames = await repo.documentTypesByIds(
    ctx.db,
    uploads.map((d) => d.documentTypeId),
  )
  const documents: repo.NewDocument[] = []
  const seenTypes = new Map<number, number>()
  uploads.forEach((doc, i) => {
    const field = `documents[${i}]`
    if (!typeNames.has(doc.documentTypeId)) errors.push(fieldProblem(`${field}.documentTypeId: unknown document type ${doc.documentTypeId}`, 'UNKNOWN_REFERENCE'))
    const earlier = seenTypes.get(doc.documentTypeId)
    if (earlier !== undefined) errors.push(fieldProblem(`${field}.documentTypeId: documents[${earlier}] is already of this type; send one document per type`, 'DUPLICATE'))
    seenTypes.set(doc.documentTypeId, i)
    const decoded = decodeDocument(doc, field)
    errors.push(...decoded.errors)
    if (decoded.content) documents.push({ documentTypeId: doc.documentTypeId, fileName: doc.fileName, contentType: doc.contentType, content: decoded.content })
  })
  // The required documents come with the onboarding: the checker approves a complete file.
  const missing = (await repo.listDocumentTypes(ctx.db)).filter((type) => type.required && !seenTypes.has(type.id))
  if (missing.length) errors.push(fieldProblem(`documents: ${missing.map((type) => type.name).join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`, 'REQUIRED'))
  if (errors.length) throw badRequest(...errors)

  const clashes = await detailClashes(ctx.db, body, { approved: ctx.approved, resubmitting: ctx.resubmitting })
  const username = await repo.usernameClash(ctx.db, body.personnel.username)
  if (username) clashes.push(`personnel.username: ${username.message}`)
  // The personnel becomes a user, and users' e-mails are unique.
  if (await personnelEmailTaken(ctx.db, body.personnel.email)) clashes.push(`personnel.email: ${body.personnel.email} is already used by another user`)
  if (clashes.length) throw conflicts(clashes)

  // What the checker reads: the merchant as it will be, references by name (not id), secrets masked.
  const named = (entity: { id: number; name: string } | null) => entity && { id: entity.id, name: entity.name }
  const { industryId: _industryId, superAgentId: _superAgentId, ...details } = body
  const after = {
    ...details,
    industry: named(found.industry),
    superAgent: found.superAgent && { id: found.superAgent.id, name: found.superAgent.name, code: found.superAgent.code },
    address: { street: body.address.street, city: body.address.city, lga: body.address.lga, stateName: found.state?.name ?? null, countryName: found.country?.name ?? null },
    personnel: { ...body.personnel, bvn: repo.maskBvn(body.personnel.bvn) },
    settlement: { ...body.settlement, bankName: bankName(body.settlement.bankCode) ?? null },
    configuration: {
      productGroup: named(found.productGroup),
      feeScheme: named(found.feeScheme),
      commissionGroup: named(found.commissionGroup),
      dailyTransactionLimit: body.configuration.dailyTransactionLimit,
      singleTransactionLimit: body.configuration.singleTransactionLimit,
    },
    documents: uploads.map((doc, i) => documentMeta(doc, documents[i]?.content ?? Buffer.alloc(0), typeNames.get(doc.documentTypeId))),
  }
  return {
    documents,
    subject: { entityType: 'Merchant', entityId: null, entityName: body.businessName, summary: `Onboard merchant ${body.businessName}`, before: null, after },
  }
}

async function prepareMerchantUpdate(ctx: RequestContext<'updateMerchant'>) {
  const body = ctx.body
  const before = await repo.getMerchant(ctx.db, ctx.query.id)
  const { errors, found } = await referenceErrors(
    ctx.db,
    { industryId: body.industryId, stateId: body.address.stateId, countryId: body.address.countryId },
    { stateId: 'address.stateId', countryId: 'address.countryId' },
  )
  errors.push(...ownDuplicates(body))
  if (errors.length) throw badRequest(...errors)
  const clashes = await detailClashes(ctx.db, body, { exceptId: before.id, approved: ctx.approved, resubmitting: ctx.resubmitting })
  if (clashes.length) throw conflicts(clashes)
  const snapshot = repo.merchantSnapshot(before)
  const after = {
    ...snapshot,
    businessName: body.businessName,
    businessType: body.businessType,
    industry: { id: body.industryId, name: found.industry?.name ?? '' },
    ...repo.registrationAndContacts(body),
    address: {
      street: body.address.street,
      city: body.address.city,
      stateId: body.address.stateId,
      stateName: found.state?.name ?? '',
      countryId: body.address.countryId,
      countryName: found.country?.name ?? '',
      lga: body.address.lga,
    },
  }
  return { entityType: 'Merchant', entityId: before.id, entityName: before.businessName, summary: `Update merchant ${before.businessName}`, before: snapshot, after }
}

export const merchantRecordHandlers: Handlers<Operation> = {
  listMerchants: {
    cached: true,
    async handle(ctx) {
      const filter = { businessName: ctx.query.BusinessName, status: ctx.query.Status, superAgentId: ctx.query.SuperAgentId, ascending: ctx.query.SortOrder === 'asc' }
      const p = listPaging(ctx.query)
      return listPage(p, await repo.listMerchants(ctx.db, filter, p), (m) => m.updatedAt)
    },
  },

  listMerchantsBySuperAgent: {
    async handle(ctx) {
      if (!(await repo.superAgentExists(ctx.db, ctx.path.id))) throw noSuch('Super agent', ctx.path.id)
      return ok(await repo.listMerchantsOfSuperAgent(ctx.db, ctx.path.id))
    },
  },

  getMerchant: reader((ctx) => repo.getMerchant(ctx.db, ctx.path.id, { includeDeleted: true })),

  revealMerchantPersonalData: {
    async handle(ctx) {
      const { field } = ctx.path
      const merchant = await repo.personnelBvnOf(ctx.db, ctx.path.id)
      // A merchant's personnel is identified by BVN alone.
      if (field !== 'bvn' || !merchant.bvn) throw noSuch('Merchant', merchant.id, `Merchant ${merchant.businessName} has no ${field.toUpperCase()} on record`, { field })
      return personalDataRevealed({ entityType: 'Merchant', entityId: merchant.id, entityName: `merchant ${merchant.businessName}`, field, value: merchant.bvn })
    },
  },

  validateMerchant: {
    async handle(ctx) {
      const q = ctx.query
      const found = await Promise.all([
        q.BusinessName ? repo.businessNameClash(ctx.db, q.BusinessName) : null,
        q.EmailAddress ? repo.emailClash(ctx.db, q.EmailAddress) : null,
        q.PhoneNumber ? repo.phoneClash(ctx.db, q.PhoneNumber) : null,
        q.PersonnelUsername ? repo.usernameClash(ctx.db, q.PersonnelUsername) : null,
      ])
      const conflictsFound = found.filter((c): c is repo.Clash => c !== null).map((c) => ({ field: c.field, message: c.message, holder: c.holder ? conflictHolder(c.holder) : null }))
      return ok({ valid: conflictsFound.length === 0, conflicts: conflictsFound })
    },
  },

  createMerchant: {
    async subject(ctx) {
      return (await prepareMerchantCreate(ctx)).subject
    },
    async handle(ctx) {
      const { documents, subject } = await prepareMerchantCreate(ctx)
      const id = await repo.insertMerchant(ctx.db, ctx.body, ctx.actor.username)
      await repo.saveDocuments(ctx.db, id, documents, ctx.actor.username)
      // The merchant's administrator signs in with their own password, chosen through the link sent to them.
      const personnel = await insertPersonnelUser(ctx.db, ctx.body.personnel)
      await issuePasswordSetup(ctx, personnel)
      ctx.platform.invalidateAuthorization()
      const created = await repo.getMerchant(ctx.db, id)
      return changed(ok(created, `Merchant created; a password setup link was sent to ${personnel.email}`), {
        eventType: 'Create',
        entityType: subject.entityType,
        entityId: id,
        description: subject.summary,
        newData: { ...created, documents: await repo.listDocuments(ctx.db, id) },
      })
    },
  },

  updateMerchant: {
    async subject(ctx) {
      return prepareMerchantUpdate(ctx)
    },
    async handle(ctx) {
      const subject = await prepareMerchantUpdate(ctx)
      await repo.updateMerchantDetails(ctx.db, ctx.query.id, ctx.body)
      const updated = await repo.getMerchant(ctx.db, ctx.query.id)
      return changed(ok(updated, 'Merchant updated'), subjectChange(subject, 'Update', { entityId: updated.id, newData: repo.merchantSnapshot(updated) }))
    },
  },

  deleteMerchant: {
    async subject(ctx) {
      const merchant = await repo.getMerchant(ctx.db, ctx.path.id, { includeDeleted: true })
      const held = await repo.merchantDependents(ctx.db, merchant.id)
      const reasons = [held.agents ? plural(held.agents, 'agent') : null, held.transactions ? plural(held.transactions, 'transaction') : null, held.cases ? plural(held.cases, 'case') : null].filter(
        (r): r is string => r !== null,
      )
      if (reasons.length) {
        throw conflict('IN_USE', `Merchant ${merchant.businessName} has ${reasons.join(', ')} on record and cannot be deleted; disable it instead`, undefined, {
          merchant: merchant.businessName,
          agents: held.agents,
          transactions: held.transactions,
          cases: held.cases,
        })
      }
      return {
        entityType: 'Merchant',
        entityId: merchant.id,
        entityName: merchant.businessName,
        summary: `Delete merchant ${merchant.businessName}`,
        before: repo.merchantSnapshot(merchant),
        after: null,
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const documents = await repo.listDocuments(ctx.db, ctx.path.id)
      await repo.deleteMerchant(ctx.db, ctx.path.id)
      return changed(ok(null, 'Merchant deleted'), {
        eventType: 'Delete',
        entityType: 'Merchant',
        entityId: ctx.path.id,
        description: subject.summary,
        oldData: { ...(subject.before as object), documents },
        newData: null,
      })
    },
  },

  listMerchantDocuments: {
    async handle(ctx) {
      const merchant = await repo.getMerchant(ctx.db, ctx.path.id, { includeDeleted: true })
      return ok(await repo.listDocuments(ctx.db, merchant.id))
    },
  },

  getMerchantDocumentFile: {
    async handle(ctx) {
      const merchant = await repo.getMerchant(ctx.db, ctx.path.id, { includeDeleted: true })
      return ok(await repo.getDocumentFile(ctx.db, merchant.id, ctx.path.documentId))
    },
  },

  enableDisableMerchant: {
    async subject(ctx) {
      const merchant = await repo.getMerchant(ctx.db, ctx.path.id)
      const wanted = ctx.body.enabled
      if (merchant.enabled === wanted) throw conflict('ALREADY_IN_STATE', `Merchant ${merchant.businessName} is already ${wanted ? 'enabled' : 'disabled'}`)
      const before = repo.merchantSnapshot(merchant)
      return {
        entityType: 'Merchant',
        entityId: merchant.id,
        entityName: merchant.businessName,
        summary: `${wanted ? 'Enable' : 'Disable'} merchant ${merchant.businessName}: ${ctx.body.reason}`,
        before,
        after: { ...before, enabled: wanted },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await repo.setMerchantEnabled(ctx.db, ctx.path.id, ctx.body.enabled)
      const { enabledAgents } = ctx.body.enabled ? { enabledAgents: 0 } : await repo.merchantDependents(ctx.db, ctx.path.id)
      const message = ctx.body.enabled
        ? 'Merchant enabled'
        : enabledAgents
          ? `Merchant disabled; its ${plural(enabledAgents, 'enabled agent')} cannot transact until the merchant is enabled again`
          : 'Merchant disabled'
      // Enabling is audited as disabling is: the merchant's history shows both, with the reason.
      return changed(ok(null, message), enablingChange(subject, ctx.path.id, ctx.body))
    },
  },

  updateMerchantDocument: {
    async subject(ctx) {
      const merchant = await repo.getMerchant(ctx.db, ctx.path.id)
      const doc = ctx.body
      const types = await repo.documentTypesByIds(ctx.db, [doc.documentTypeId])
      const errors: Problem[] = []
      if (!types.has(doc.documentTypeId)) errors.push(fieldProblem(`documentTypeId: unknown document type ${doc.documentTypeId}`, 'UNKNOWN_REFERENCE'))
      const decoded = decodeDocument(doc, 'body')
      errors.push(...decoded.errors.map((e) => (typeof e === 'string' ? e : { ...e, field: e.field.replace(/^body\./, '') })))
      if (errors.length || !decoded.content) throw badRequest(...errors)
      const existing = await repo.findDocumentOfType(ctx.db, merchant.id, doc.documentTypeId)
      const typeName = types.get(doc.documentTypeId) ?? ''
      return {
        entityType: 'Merchant',
        entityId: merchant.id,
        entityName: merchant.businessName,
        summary: `${existing ? 'Replace' : 'Add'} the ${typeName} of merchant ${merchant.businessName}`,
        before: { merchantId: merchant.id, businessName: merchant.businessName, document: existing },
        after: { merchantId: merchant.id, businessName: merchant.businessName, document: documentMeta(doc, decoded.content, typeName) },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const doc = ctx.body
      const { content } = decodeDocument(doc, 'body')
      if (!content) throw invalidField('contentBase64', 'INVALID', 'is not valid')
      await repo.saveDocuments(ctx.db, ctx.path.id, [{ documentTypeId: doc.documentTypeId, fileName: doc.fileName, contentType: doc.contentType, content }], ctx.actor.username)
      const saved = await repo.findDocumentOfType(ctx.db, ctx.path.id, doc.documentTypeId)
      if (!saved) throw new Error('document not saved')
      const existed = (subject.before as { document: unknown }).document !== null
      return changed(ok(saved, 'Document saved'), {
        eventType: existed ? 'Update' : 'Create',
        entityType: 'Merchant',
        entityId: ctx.path.id,
        description: subject.summary,
        oldData: (subject.before as { document: unknown }).document,
        newData: saved,
      })
    },
  },

  updateMerchantConfiguration: {
    async subject(ctx) {
      const body = ctx.body
      const merchant = await repo.getMerchant(ctx.db, body.merchantId)
      const { errors, found } = await referenceErrors(ctx.db, { productGroupId: body.productGroupId, feeSchemeId: body.feeSchemeId, commissionGroupId: body.commissionGroupId }, {})
      errors.push(...limitErrors(body, ''))
      if (errors.length) throw badRequest(...errors)
      const ref = (entity: { id: number; name: string } | null, id: number) => ({ id, name: entity?.name ?? '' })
      const configuration = {
        productGroup: ref(found.productGroup, body.productGroupId),
        feeScheme: ref(found.feeScheme, body.feeSchemeId),
        commissionGroup: ref(found.commissionGroup, body.commissionGroupId),
        dailyTransactionLimit: body.dailyTransactionLimit,
        singleTransactionLimit: body.singleTransactionLimit,
      }
      return {
        entityType: 'Merchant',
        entityId: merchant.id,
        entityName: merchant.businessName,
        summary: `Change the configuration of merchant ${merchant.businessName}`,
        before: { merchantId: merchant.id, businessName: merchant.businessName, configuration: merchant.configuration },
        after: { merchantId: merchant.id, businessName: merchant.businessName, configuration },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await repo.updateMerchantConfiguration(ctx.db, ctx.body)
      const { configuration } = await repo.getMerchant(ctx.db, ctx.body.merchantId)
      return changed(ok(configuration, 'Configuration updated'), {
        eventType: 'Update',
        entityType: 'Merchant',
        entityId: ctx.body.merchantId,
        description: subject.summary,
        oldData: subject.before,
        newData: { merchantId: ctx.body.merchantId, configuration },
      })
    },
  },
}
