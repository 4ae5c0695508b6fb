// Security questions: the catalogue, a user's answers (stored hashed), checking an answer during
// password recovery (with a guess limit), and an administrator's reset.
import { hashSecret, verifySecret } from '../../platform/crypto.ts'
import { changed } from '../../platform/audit.ts'
import { badRequest, conflict, fieldProblem, invalidField, ok, type Problem, reader, unauthorized } from '../../platform/http.ts'
import type { Handlers, Platform } from '../../platform/types.ts'
import * as repo from './security-questions-repository.ts'
import { getUser, passwordHashOf } from './users-repository.ts'

type Operation = 'getUserSecurityQuestions' | 'listSecurityQuestions' | 'changeSecurityAnswers' | 'verifySecurityAnswer' | 'createSecurityQuestion' | 'resetUserSecurityQuestions'

/** Answers are compared without case or surrounding spaces. */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase()

// ---- guess limit for verifySecurityAnswer
//
// Kept in memory, per running platform (keyed by its Platform object, so every test app has its
// own), without a table: after MAX_WRONG wrong answers for a username within WINDOW_MS every
// answer for that username is false until the oldest wrong answer leaves the window. A restart
// forgets the counts; the sandbox runs one process, so that is enough here.
export const MAX_WRONG_ANSWERS = 5
export const WRONG_ANSWER_WINDOW_MS = 15 * 60_000
const SWEEP_ABOVE = 10_000
const wrongAnswers = new WeakMap<Platform, Map<string, number[]>>()

function recentWrong(platform: Platform, username: string, now: number): number[] {
  let byUser = wrongAnswers.get(platform)
  if (!byUser) wrongAnswers.set(platform, (byUser = new Map()))
  if (byUser.size > SWEEP_ABOVE) {
    for (const [key, times] of byUser) if (times.every((t) => now - t >= WRONG_ANSWER_WINDOW_MS)) byUser.delete(key)
  }
  const key = username.toLowerCase()
  const times = (byUser.get(key) ?? []).filter((t) => now - t < WRONG_ANSWER_WINDOW_MS)
  byUser.set(key, times)
  return times
}

// Unknown users and unset questions still cost one hash check, so timing does not tell them apart.
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hashSecret('no answer is set for this question'))

export const securityQuestionHandlers: Handlers<Operation> = {
  listSecurityQuestions: reader((ctx) => repo.listActiveQuestions(ctx.db)),

  createSecurityQuestion: {
    async handle(ctx) {
      const question = repo.normaliseQuestion(ctx.body.question)
      if (await repo.questionTaken(ctx.db, question)) throw conflict('DUPLICATE_NAME', 'question: this security question already exists', { field: 'question', code: 'TAKEN' })
      const id = await repo.insertQuestion(ctx.db, question)
      const created = await repo.getQuestion(ctx.db, id)
      if (!created) throw new Error('security question not found after insert')
      return changed(ok(created, 'Security question created'), { eventType: 'Create', entityType: 'SecurityQuestion', entityId: id, description: `Create security question ${id}`, newData: created })
    },
  },

  getUserSecurityQuestions: {
    async handle(ctx) {
      const user = await getUser(ctx.db, ctx.path.userId)
      return ok(await repo.questionsOfUser(ctx.db, user.id))
    },
  },

  changeSecurityAnswers: {
    async handle(ctx) {
      const userId = ctx.actor.userId
      if (userId === null) throw unauthorized('SESSION_REQUIRED', 'Sign in first: this operation needs an access token')
      const body = ctx.body
      if (!(await verifySecret(body.currentPassword, await passwordHashOf(ctx.db, userId)))) throw invalidField('currentPassword', 'INCORRECT', 'is not your current password')

      const problems: Problem[] = []
      const seen = new Set<number>()
      body.answers.forEach((a, i) => {
        if (seen.has(a.questionId)) problems.push(fieldProblem(`answers.${i}.questionId: question ${a.questionId} is answered more than once`, 'DUPLICATE'))
        seen.add(a.questionId)
        if (normaliseAnswer(a.answer).length < 2) problems.push(fieldProblem(`answers.${i}.answer: must have at least 2 characters besides surrounding spaces`, 'TOO_SHORT'))
      })
      const active = await repo.activeQuestionIds(ctx.db, [...seen])
      body.answers.forEach((a, i) => {
        if (!active.includes(a.questionId)) problems.push(fieldProblem(`answers.${i}.questionId: question ${a.questionId} does not exist`, 'UNKNOWN_REFERENCE'))
      })
      if (problems.length) throw badRequest(...problems)

      const before = await repo.questionsOfUser(ctx.db, userId)
      const hashed = await Promise.all(body.answers.map(async (a) => ({ questionId: a.questionId, answerHash: await hashSecret(normaliseAnswer(a.answer)) })))
      await repo.replaceAnswers(ctx.db, userId, hashed)
      return changed(ok(null, 'Security questions updated'), {
        eventType: 'Update',
        entityType: 'SecurityQuestion',
        entityId: userId,
        description: `${ctx.actor.username} set their security questions`,
        oldData: { questionIds: before.map((q) => q.questionId) },
        newData: { questionIds: hashed.map((a) => a.questionId).sort((x, y) => x - y) },
      })
    },
  },

  verifySecurityAnswer: {
    async handle(ctx) {
      const { username, questionId, answer } = ctx.body
      const now = Date.now()
      const wrong = recentWrong(ctx.platform, username, now)
      if (wrong.length >= MAX_WRONG_ANSWERS) return ok({ verified: false })
      const stored = await repo.answerHashFor(ctx.db, username, questionId)
      const matches = await verifySecret(normaliseAnswer(answer), stored ?? (await decoyHash()))
      const verified = stored !== null && matches
      if (!verified) wrong.push(now)
      return ok({ verified })
    },
  },

  resetUserSecurityQuestions: {
    mutating: true,
    async handle(ctx) {
      const user = await getUser(ctx.db, ctx.path.id)
      const before = await repo.questionsOfUser(ctx.db, user.id)
      await repo.deleteAnswers(ctx.db, user.id)
      return changed(ok(null, 'Done'), {
        eventType: 'Reset',
        entityType: 'SecurityQuestion',
        entityId: user.id,
        description: `Reset the security questions of user ${user.username}`,
        oldData: { questionIds: before.map((q) => q.questionId) },
        newData: { questionIds: [] },
      })
    },
  },
}
