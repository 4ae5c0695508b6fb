import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'

import { PendingBlock } from '../../components/feedback/query-state'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { MutationErrorAlert } from '../../components/form/mutation-error-alert'
import { errorMessage } from '../../lib/validation'
import { useChangeSecurityAnswers } from './api/change-security-answers'
import { useMySecurityQuestions } from './api/get-user-security-questions'
import { useSecurityQuestionCatalogue } from './api/list-security-questions'
import { verifySecurityAnswer } from './api/verify-security-answer'
import { PasswordInput } from './password-input'

const QUESTIONS = 3

function SetQuestionsForm({ userId, initial, onDone }: { userId: number; initial: number[]; onDone: () => void }) {
  const { t } = useLingui()
  const catalogue = useSecurityQuestionCatalogue()
  const mutation = useChangeSecurityAnswers(userId)
  const options = (catalogue.data ?? []).filter((q) => q.status === 'Active').map((q) => ({ value: q.id, label: q.question }))
  const answer = v.pipe(v.string(), v.trim(), v.minLength(2, t`Write an answer of at least 2 characters`), v.maxLength(100, t`Use at most 100 characters`))
  const question = v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, t`Choose a question`),
  )
  const schema = v.pipe(
    v.object({
      currentPassword: v.pipe(v.string(), v.nonEmpty(t`Enter your current password`)),
      answers: v.array(v.object({ questionId: question, answer })),
    }),
    v.forward(
      v.check((value) => new Set(value.answers.map((a) => a.questionId)).size === value.answers.length, t`Choose a different question for each answer`),
      ['answers', QUESTIONS - 1, 'questionId'],
    ),
  )
  const form = useAppForm({
    defaultValues: {
      currentPassword: '',
      answers: Array.from({ length: QUESTIONS }, (_, i) => ({ questionId: (initial[i] ?? null) as number | null, answer: '' })),
    },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await mutation.submit(
        { currentPassword: value.currentPassword, answers: value.answers.map((a) => ({ questionId: a.questionId ?? 0, answer: a.answer.trim() })) },
        { form: formApi },
      )
      if (outcome) onDone()
    },
  })
  if (catalogue.isError && !catalogue.data) return <FormAlert status="error">{errorMessage(catalogue.error)}</FormAlert>
  return (
    <FormElement form={form} aria-label={t`Set security questions`} testId="security-questions-form">
      <Stack gap="4" maxW="xl">
        <MutationErrorAlert error={mutation.error} />
        {Array.from({ length: QUESTIONS }, (_, i) => (
          <Stack key={i} gap="2" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
            <form.AppField name={`answers[${i}].questionId`}>
              {(field) => <field.SelectField label={t`Question ${i + 1}`} required options={options} placeholder={t`Choose a question`} testId={`question-${i}`} />}
            </form.AppField>
            <form.AppField name={`answers[${i}].answer`}>{(field) => <field.TextField label={t`Answer ${i + 1}`} required maxLength={100} autoComplete="off" testId={`answer-${i}`} />}</form.AppField>
          </Stack>
        ))}
        <form.AppField name="currentPassword">
          {() => <PasswordInput label={t`Current password`} autoComplete="current-password" helperText={t`Needed to change your security questions.`} />}
        </form.AppField>
        <Box>
          <form.SubmitButton pending={mutation.isPending} testId="save-security-questions">
            <Trans>Save security questions</Trans>
          </form.SubmitButton>
        </Box>
      </Stack>
    </FormElement>
  )
}

function VerifyAnswerForm({ username, questions }: { username: string; questions: { questionId: number; question: string }[] }) {
  const { t } = useLingui()
  const [result, setResult] = useState<boolean | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const form = useAppForm({
    defaultValues: { questionId: (questions[0]?.questionId ?? null) as number | null, answer: '' },
    validators: {
      onChange: v.object({
        questionId: v.pipe(
          v.nullable(v.number()),
          v.check((value) => value !== null, t`Choose a question`),
        ),
        answer: v.pipe(v.string(), v.trim(), v.minLength(2, t`Write an answer of at least 2 characters`), v.maxLength(100, t`Use at most 100 characters`)),
      }),
    },
    onSubmit: async ({ value }) => {
      setResult(null)
      setFailure(null)
      try {
        setResult(await verifySecurityAnswer({ username, questionId: value.questionId ?? 0, answer: value.answer.trim() }))
      } catch (error) {
        setFailure(error)
      }
    },
  })
  return (
    <FormElement form={form} aria-label={t`Check an answer`} testId="verify-answer-form">
      <Stack gap="3" maxW="xl">
        <form.AppField name="questionId">{(field) => <field.SelectField label={t`Question`} required options={questions.map((q) => ({ value: q.questionId, label: q.question }))} />}</form.AppField>
        <form.AppField name="answer">{(field) => <field.TextField label={t`Your answer`} required maxLength={100} autoComplete="off" />}</form.AppField>
        {result === true && <FormAlert status="success">{t`That answer is right.`}</FormAlert>}
        {result === false && <FormAlert status="error">{t`That answer is not the one you set.`}</FormAlert>}
        {failure !== null && <FormAlert status="error">{errorMessage(failure)}</FormAlert>}
        <Box>
          <form.SubmitButton testId="verify-answer">
            <Trans>Check the answer</Trans>
          </form.SubmitButton>
        </Box>
      </Stack>
    </FormElement>
  )
}

/** The user's security questions: which are set (never the answers), set or change them, check an answer. */
export function SecurityQuestionsCard({ userId, username }: { userId: number; username: string }) {
  const mine = useMySecurityQuestions(userId)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const questions = mine.data ?? []
  return (
    <Box as="section" aria-labelledby="security-questions-heading" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} data-testid="security-questions">
      <Stack gap="4">
        <Heading as="h2" size="sm" id="security-questions-heading">
          <Trans>Security questions</Trans>
        </Heading>
        {saved && <FormAlert status="success">{<Trans>Your security questions were saved.</Trans>}</FormAlert>}
        {!mine.data ? (
          <PendingBlock queries={[mine]} />
        ) : (
          <>
            {questions.length === 0 ? (
              <Text data-testid="no-security-questions">
                <Trans>You have not set security questions yet. They let you prove who you are when you reset your password.</Trans>
              </Text>
            ) : (
              <Stack as="ol" gap="1" ps="5" data-testid="my-security-questions">
                {questions.map((q) => (
                  <li key={q.questionId}>{q.question}</li>
                ))}
              </Stack>
            )}
            {editing ? (
              <SetQuestionsForm
                userId={userId}
                initial={questions.map((q) => q.questionId)}
                onDone={() => {
                  setEditing(false)
                  setSaved(true)
                }}
              />
            ) : (
              <Box>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSaved(false)
                    setEditing(true)
                  }}
                  data-testid="edit-security-questions"
                >
                  {questions.length === 0 ? <Trans>Set security questions</Trans> : <Trans>Change security questions</Trans>}
                </Button>
              </Box>
            )}
            {questions.length > 0 && !editing && (
              <Stack gap="2">
                <Heading as="h3" size="xs">
                  <Trans>Check an answer</Trans>
                </Heading>
                <VerifyAnswerForm username={username} questions={questions} />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Box>
  )
}
