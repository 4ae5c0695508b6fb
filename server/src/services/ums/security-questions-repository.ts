import { and, asc, eq, inArray, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { securityQuestions, userSecurityAnswers, users } from '../../db/schema.ts'
import type { DataOf } from '../../platform/types.ts'

type QuestionView = DataOf<'createSecurityQuestion'>
type UserQuestionView = DataOf<'getUserSecurityQuestions'>[number]

const questionColumns = { id: securityQuestions.id, question: securityQuestions.question, status: securityQuestions.status }
const toQuestion = (row: { id: number; question: string; status: string }): QuestionView => ({ ...row, status: row.status as QuestionView['status'] })

/** The questions users can choose from: Active ones, oldest first. */
export async function listActiveQuestions(db: Executor): Promise<QuestionView[]> {
  const rows = await db.select(questionColumns).from(securityQuestions).where(eq(securityQuestions.status, 'Active')).orderBy(asc(securityQuestions.id))
  return rows.map(toQuestion)
}

export async function getQuestion(db: Executor, id: number): Promise<QuestionView | null> {
  const [row] = await db.select(questionColumns).from(securityQuestions).where(eq(securityQuestions.id, id))
  return row ? toQuestion(row) : null
}

/** Same text in any case and spacing: one question. */
export async function questionTaken(db: Executor, question: string): Promise<boolean> {
  const rows = await db
    .select({ id: securityQuestions.id })
    .from(securityQuestions)
    .where(sql`lower(regexp_replace(trim(${securityQuestions.question}), '\\s+', ' ', 'g')) = lower(${normaliseQuestion(question)})`)
  return rows.length > 0
}

export const normaliseQuestion = (question: string) => question.trim().replace(/\s+/g, ' ')

export async function insertQuestion(db: Executor, question: string): Promise<number> {
  const [row] = await db.insert(securityQuestions).values({ question, status: 'Active' }).returning({ id: securityQuestions.id })
  if (!row) throw new Error('security question not inserted')
  return row.id
}

export async function activeQuestionIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ id: securityQuestions.id })
    .from(securityQuestions)
    .where(and(inArray(securityQuestions.id, ids), eq(securityQuestions.status, 'Active')))
  return rows.map((r) => r.id)
}

/** The questions a user answered, never the answers. */
export async function questionsOfUser(db: Executor, userId: number): Promise<UserQuestionView[]> {
  return db
    .select({ questionId: securityQuestions.id, question: securityQuestions.question })
    .from(userSecurityAnswers)
    .innerJoin(securityQuestions, eq(securityQuestions.id, userSecurityAnswers.questionId))
    .where(eq(userSecurityAnswers.userId, userId))
    .orderBy(asc(securityQuestions.id))
}

export async function replaceAnswers(db: Executor, userId: number, answers: { questionId: number; answerHash: string }[]): Promise<void> {
  await db.delete(userSecurityAnswers).where(eq(userSecurityAnswers.userId, userId))
  if (answers.length) await db.insert(userSecurityAnswers).values(answers.map((a) => ({ userId, ...a })))
}

export async function deleteAnswers(db: Executor, userId: number): Promise<void> {
  await db.delete(userSecurityAnswers).where(eq(userSecurityAnswers.userId, userId))
}

/** The stored answer hash of an Active user (by username, any case) for a question, if any. */
export async function answerHashFor(db: Executor, username: string, questionId: number): Promise<string | null> {
  const [row] = await db
    .select({ answerHash: userSecurityAnswers.answerHash })
    .from(userSecurityAnswers)
    .innerJoin(users, eq(users.id, userSecurityAnswers.userId))
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.status, 'Active'), eq(userSecurityAnswers.questionId, questionId)))
  return row?.answerHash ?? null
}
