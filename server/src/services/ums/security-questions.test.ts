// Security questions through HTTP: catalogue, answers, verification with its guess limit, reset.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditRecords, securityQuestions, userSecurityAnswers } from '../../db/schema.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'
import { MAX_WRONG_ANSWERS } from './security-questions.ts'

const SQ = '/ums/api/v1/SecurityQuestion'

let app: TestApp
let admin: string
let auditor: string
let auditorId: number
let questionIds: number[]

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub)

async function answerCount(userId: number): Promise<number> {
  const [row] = await app.handle.db.select({ n: count() }).from(userSecurityAnswers).where(eq(userSecurityAnswers.userId, userId))
  return row?.n ?? 0
}

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  admin = await app.login('admin')
  auditor = await app.login('auditor')
  auditorId = userIdOf(auditor)
  // Three questions of our own, whatever the seed holds.
  questionIds = []
  for (const question of ['Which street did you grow up on in Enugu?', 'What was the name of your first employer?', 'What is the name of your favourite Nollywood film?']) {
    const res = await app.request('POST', `${SQ}/create`, { token: admin, body: { question } })
    if (res.status === 200) questionIds.push(res.body.data.id)
    else {
      const [row] = await app.handle.db.select({ id: securityQuestions.id }).from(securityQuestions).where(eq(securityQuestions.question, question))
      questionIds.push(row!.id)
    }
  }
})

afterAll(async () => {
  await app?.close()
})

describe('the catalogue', () => {
  it('creates a question (audited); 409 for the same text in any case; 400 naming bad fields', async () => {
    // call() checks the status; the test app checks every answer against its contract.
    const res = await app.call('createSecurityQuestion', { token: admin, body: { question: 'In which town was your grandmother born?' } }, 200)
    expect(res.body.data).toMatchObject({ question: 'In which town was your grandmother born?', status: 'Active' })
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'SecurityQuestion'), eq(auditRecords.entityId, String(res.body.data.id))))
    expect(audit?.eventType).toBe('Create')

    const dup = await app.request('POST', `${SQ}/create`, { token: admin, body: { question: 'IN WHICH TOWN WAS YOUR GRANDMOTHER BORN?' } })
    expect(dup.status).toBe(409)
    expect(dup.body.errors[0]).toMatch(/^question:/)

    const short = await app.request('POST', `${SQ}/create`, { token: admin, body: { question: 'Why?', extra: 1 } })
    expect(short.status).toBe(400)
    expect((short.body.errors as string[]).join('\n')).toMatch(/question:[\s\S]*extra:|extra:[\s\S]*question:/)

    expect((await app.request('POST', `${SQ}/create`, { token: auditor, body: { question: 'What is your favourite jollof spot?' } })).status).toBe(403)
  })

  it('lists the catalogue for any signed-in user', async () => {
    const res = await app.call('listSecurityQuestions', { token: auditor }, 200)
    expect(res.body.data.map((q) => q.id)).toEqual(expect.arrayContaining(questionIds))
    expect((await app.request('GET', `${SQ}/get`)).status).toBe(401)
  })
})

describe('a user’s answers', () => {
  it('refuses a wrong current password, repeated or unknown questions, and too few answers, saving nothing', async () => {
    const [q1, q2] = questionIds as [number, number]
    const before = await app.handle.db.select().from(userSecurityAnswers).where(eq(userSecurityAnswers.userId, auditorId))
    const wrong = await app.request('POST', `${SQ}/change`, {
      token: auditor,
      body: {
        currentPassword: 'Wrong@1234',
        answers: [
          { questionId: q1, answer: 'Ogui Road' },
          { questionId: q2, answer: 'Dangote' },
        ],
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0]).toMatch(/^currentPassword:/)

    const repeated = await app.request('POST', `${SQ}/change`, {
      token: auditor,
      body: {
        currentPassword: DEMO_PASSWORD,
        answers: [
          { questionId: q1, answer: 'Ogui Road' },
          { questionId: q1, answer: 'Ogui' },
        ],
      },
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.errors[0]).toMatch(/^answers\.1\.questionId:/)

    const unknown = await app.request('POST', `${SQ}/change`, {
      token: auditor,
      body: {
        currentPassword: DEMO_PASSWORD,
        answers: [
          { questionId: q1, answer: 'Ogui Road' },
          { questionId: 987654, answer: 'Dangote' },
        ],
      },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0]).toMatch(/^answers\.1\.questionId:.*987654/)

    const few = await app.request('POST', `${SQ}/change`, { token: auditor, body: { currentPassword: DEMO_PASSWORD, answers: [{ questionId: q1, answer: 'Ogui Road' }] } })
    expect(few.status).toBe(400)
    expect(few.body.errors[0]).toMatch(/^answers:/)

    expect(await app.handle.db.select().from(userSecurityAnswers).where(eq(userSecurityAnswers.userId, auditorId))).toEqual(before)
  })

  it('saves answers hashed and normalised; shows the questions only; audits without answers', async () => {
    const [q1, q2] = questionIds as [number, number]
    await app.call(
      'changeSecurityAnswers',
      {
        token: auditor,
        body: {
          currentPassword: DEMO_PASSWORD,
          answers: [
            { questionId: q1, answer: '  Ogui Road ' },
            { questionId: q2, answer: 'Dangote Group' },
          ],
        },
      },
      200,
    )

    const stored = await app.handle.db.select().from(userSecurityAnswers).where(eq(userSecurityAnswers.userId, auditorId))
    expect(stored).toHaveLength(2)
    for (const row of stored) {
      expect(row.answerHash).toMatch(/^scrypt\$/)
      expect(row.answerHash.toLowerCase()).not.toContain('ogui')
    }

    const own = await app.call('getUserSecurityQuestions', { token: auditor, path: { userId: auditorId } }, 200)
    expect(own.body.data.map((q) => q.questionId).sort()).toEqual([q1, q2].sort())
    for (const q of own.body.data) expect(Object.keys(q).sort()).toEqual(['question', 'questionId'])

    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'SecurityQuestion'), eq(auditRecords.username, 'auditor')))
    expect(audit?.newData).not.toMatch(/ogui|dangote/i)

    // Others need User / View to read them.
    const support = await app.login('support')
    const asSupport = await app.request('GET', `${SQ}/getUserSecurityQuestion/${userIdOf(admin)}`, { token: support })
    expect(asSupport.status).toBe(403)
    expect((await app.request('GET', `${SQ}/getUserSecurityQuestion/999999`, { token: admin })).status).toBe(404)
  })

  it('verifies answers without case or surrounding spaces, and never tells whether the user exists', async () => {
    const [q1, , q3] = questionIds as [number, number, number]
    const verify = (body: object) => app.request('POST', `${SQ}/verifyAnswer`, { body })
    expect((await verify({ username: 'AUDITOR', questionId: q1, answer: 'ogui road  ' })).body.data).toEqual({ verified: true })
    const wrong = await app.call('verifySecurityAnswer', { body: { username: 'auditor', questionId: q1, answer: 'Agbani Road' } }, 200)
    expect(wrong.body.data).toEqual({ verified: false })
    expect((await verify({ username: 'auditor', questionId: q3, answer: 'Ogui Road' })).body.data).toEqual({ verified: false })
    const nobody = await verify({ username: 'no.such.user', questionId: q1, answer: 'Ogui Road' })
    expect(nobody.status).toBe(200)
    expect(nobody.body.data).toEqual({ verified: false })
    const bad = await verify({ username: 'auditor', questionId: q1 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toMatch(/^answer:/)
  })

  it(`answers false for a username after ${MAX_WRONG_ANSWERS} wrong answers, even for the right one`, async () => {
    const [q1, q2] = questionIds as [number, number]
    const support = await app.login('support')
    const set = await app.request('POST', `${SQ}/change`, {
      token: support,
      body: {
        currentPassword: DEMO_PASSWORD,
        answers: [
          { questionId: q1, answer: 'Zik Avenue' },
          { questionId: q2, answer: 'MTN' },
        ],
      },
    })
    expect(set.status).toBe(200)
    const verify = (answer: string) => app.request('POST', `${SQ}/verifyAnswer`, { body: { username: 'support', questionId: q1, answer } })
    expect((await verify('Zik Avenue')).body.data.verified).toBe(true)
    for (let i = 0; i < MAX_WRONG_ANSWERS; i++) expect((await verify(`Wrong ${i}`)).body.data.verified).toBe(false)
    expect((await verify('Zik Avenue')).body.data.verified).toBe(false)
  })

  it('resets a user’s questions (audited); 404 for unknown users; 403 without the permission', async () => {
    expect(await answerCount(auditorId)).toBe(2)
    expect((await app.request('GET', `${SQ}/reset/${auditorId}`, { token: auditor })).status).toBe(403)

    await app.call('resetUserSecurityQuestions', { token: admin, path: { id: auditorId } }, 200)
    expect(await answerCount(auditorId)).toBe(0)
    const own = await app.request('GET', `${SQ}/getUserSecurityQuestion/${auditorId}`, { token: auditor })
    expect(own.body.data).toEqual([])
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.eventType, 'Reset'), eq(auditRecords.entityId, String(auditorId))))
    expect(audit?.username).toBe('admin')

    expect((await app.request('GET', `${SQ}/reset/999999`, { token: admin })).status).toBe(404)
  })
})
