// The forms of a case page: a comment, who takes the case, and its resolution, on the form kit.
import { Flex, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { caseOutcomeLabels, type CaseDetail, type CaseOutcome } from '../../../entities/case'
import { useAssignCase } from '../api/assign-case'
import { useCommentCase } from '../api/comment-case'
import { useCaseAssignees } from '../api/list-case-assignees'
import { useResolveCase } from '../api/resolve-case'
import { caseAssignSchema, caseCommentSchema, caseResolveSchema } from '../schemas'

/** A comment on the case; the platform's field error (`body`) shows on the comment. */
export function CommentForm({ item }: { item: CaseDetail }) {
  const { t, i18n } = useLingui()
  const comment = useCommentCase()
  const form = useAppForm({
    defaultValues: { comment: '' },
    validators: { onSubmit: caseCommentSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (await comment.submit({ id: item.id, body: value.comment.trim() }, { form: formApi, fieldPath: (path) => (path === 'body' ? 'comment' : path) })) formApi.reset()
    },
  })
  return (
    <FormElement form={form} aria-label={t`Add a comment`} testId="case-comment-form">
      <Stack gap="2">
        <MutationErrorAlert error={comment.error} />
        <form.AppField name="comment">{(field) => <field.TextAreaField label={t`Add a comment`} maxLength={2000} />}</form.AppField>
        <Flex>
          <form.SubmitButton pending={comment.isPending}>{t`Add comment`}</form.SubmitButton>
        </Flex>
      </Stack>
    </FormElement>
  )
}

/** Who takes the case; the platform's field error (`assigneeUserId`) shows on the assignee. */
export function AssignForm({ item }: { item: CaseDetail }) {
  const { t, i18n } = useLingui()
  const assignees = useCaseAssignees()
  const assign = useAssignCase()
  const form = useAppForm({
    defaultValues: { assignee: (item.assignee?.userId ?? null) as number | null },
    validators: { onChange: caseAssignSchema(i18n, item.assignee?.userId) },
    onSubmit: async ({ value, formApi }) => {
      if (value.assignee !== null) await assign.submit({ id: item.id, assigneeUserId: value.assignee }, { form: formApi, fieldPath: (path) => (path === 'assigneeUserId' ? 'assignee' : path) })
    },
  })
  return (
    <FormElement form={form} aria-label={item.assignee ? t`Reassign` : t`Assign`} testId="case-assign-form">
      <Stack gap="2">
        <MutationErrorAlert error={assign.error} />
        <form.AppField name="assignee">
          {(field) => (
            <field.SelectField
              label={t`Assignee`}
              placeholder={t`Choose a person`}
              options={(assignees.data ?? []).map((user) => ({ value: user.userId, label: `${user.fullName} (${user.username})` }))}
            />
          )}
        </form.AppField>
        <Flex>
          <form.SubmitButton pending={assign.isPending}>{item.assignee ? t`Reassign` : t`Assign`}</form.SubmitButton>
        </Flex>
      </Stack>
    </FormElement>
  )
}

/** The outcome and what was done; the platform's field errors show on their fields. */
export function ResolveForm({ item }: { item: CaseDetail }) {
  const { t, i18n } = useLingui()
  const resolve = useResolveCase()
  const form = useAppForm({
    defaultValues: { outcome: null as CaseOutcome | null, resolution: '' },
    validators: { onChange: caseResolveSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (value.outcome !== null) await resolve.submit({ id: item.id, body: { outcome: value.outcome, resolution: value.resolution.trim() } }, { form: formApi })
    },
  })
  return (
    <FormElement form={form} aria-label={t`Resolve`} testId="case-resolve-form">
      <Stack gap="2">
        <MutationErrorAlert error={resolve.error} />
        <form.AppField name="outcome">
          {(field) => (
            <field.SelectField
              label={t`Outcome`}
              placeholder={t`Choose the outcome`}
              options={(Object.keys(caseOutcomeLabels) as CaseOutcome[]).map((value) => ({ value, label: i18n._(caseOutcomeLabels[value]) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="resolution">{(field) => <field.TextAreaField label={t`What was done (at least 5 characters)`} maxLength={2000} />}</form.AppField>
        <Flex>
          <form.SubmitButton pending={resolve.isPending}>
            <Trans>Resolve the case</Trans>
          </form.SubmitButton>
        </Flex>
      </Stack>
    </FormElement>
  )
}
