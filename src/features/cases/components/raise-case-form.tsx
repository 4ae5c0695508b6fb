// Raise a case on a transaction: its reference (prefilled from the transaction report), what went
// wrong, the customer; the platform takes the rest from the transaction and gives the tracking number.
import { Button, Drawer, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'

import { SideDrawer } from '../../../components/data-table/side-drawer'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { caseCategoriesFor, caseCategoryLabels, casePriorityLabels, type CaseCategory, type CaseDetail, type CasePriority } from '../../../entities/case'
import { usePermission } from '../../../lib/auth/use-permission'
import { permission } from '../../../lib/permissions'
import { caseCategories } from '../../../lib/search'
import { useDisputedTransaction } from '../api/get-disputed-transaction'
import { useRaiseCase } from '../api/raise-case'
import { raiseCaseSchema } from '../schemas'

interface RaiseCaseDrawerProps {
  /** The transaction reference to start from; undefined keeps the drawer closed. */
  reference: string | undefined
  onClose: () => void
  onRaised: (raised: CaseDetail) => void
}

export function RaiseCaseDrawer({ reference, onClose, onRaised }: RaiseCaseDrawerProps) {
  return (
    <SideDrawer open={reference !== undefined} onClose={onClose} size="lg" testId="raise-case">
      {reference !== undefined && <RaiseCaseForm key={reference} reference={reference} onRaised={onRaised} onCancel={onClose} />}
    </SideDrawer>
  )
}

function RaiseCaseForm({ reference, onRaised, onCancel }: { reference: string; onRaised: (raised: CaseDetail) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const raise = useRaiseCase()
  // Only the reasons that fit the transaction's product are offered (the platform refuses the others).
  const canReadTransactions = usePermission(permission('Report', 'View Transaction Report'))
  const transaction = useDisputedTransaction(reference.trim().toUpperCase() || null, canReadTransactions)
  const reasons = caseCategoriesFor(transaction.data?.product.category, caseCategories)
  const form = useAppForm({
    defaultValues: {
      transactionReference: reference,
      category: (reasons.includes('NoCashDispensed') ? 'NoCashDispensed' : reasons[0]) as CaseCategory,
      priority: 'Medium' as CasePriority,
      title: '',
      description: '',
      customerName: '',
      customerPhone: '',
    },
    validators: { onChange: raiseCaseSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await raise.submit({ ...value, transactionReference: value.transactionReference.trim().toUpperCase() }, { form: formApi })
      if (outcome?.kind === 'applied' && outcome.data && 'data' in outcome.data) onRaised(outcome.data.data as CaseDetail)
    },
  })
  // Once the product is known, a reason that does not fit it is not kept.
  const fitting = reasons.join(',')
  useEffect(() => {
    const offered = fitting.split(',') as CaseCategory[]
    if (!offered.includes(form.getFieldValue('category')) && offered[0]) form.setFieldValue('category', offered[0])
  }, [fitting, form])
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          <Trans>Raise a case</Trans>
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            <Trans>The case takes the amount, the merchant and the agent from the transaction, and its deadline from the transaction's channel.</Trans>
          </Text>
          <MutationErrorAlert error={raise.error} />
          <FormElement form={form} id={formId} testId="raise-case-form">
            <Stack gap="4">
              <form.AppField name="transactionReference">{(field) => <field.TextField label={t`Transaction reference`} required maxLength={40} />}</form.AppField>
              <form.AppField name="category">
                {(field) => <field.SelectField label={t`What went wrong`} required options={reasons.map((value) => ({ value, label: i18n._(caseCategoryLabels[value]) }))} />}
              </form.AppField>
              <form.AppField name="priority">
                {(field) => <field.SelectField label={t`Priority`} required options={(['Low', 'Medium', 'High'] as const).map((value) => ({ value, label: i18n._(casePriorityLabels[value]) }))} />}
              </form.AppField>
              <form.AppField name="title">{(field) => <field.TextField label={t`Title`} required maxLength={150} />}</form.AppField>
              <form.AppField name="description">{(field) => <field.TextAreaField label={t`What the customer says`} required rows={4} maxLength={2000} />}</form.AppField>
              <form.AppField name="customerName">{(field) => <field.TextField label={t`Customer's name`} required maxLength={120} />}</form.AppField>
              <form.AppField name="customerPhone">{(field) => <field.PhoneField label={t`Customer's phone`} required />}</form.AppField>
            </Stack>
          </FormElement>
        </Stack>
      </Drawer.Body>
      <Drawer.Footer justifyContent="flex-start">
        <Button colorPalette="brand" type="submit" form={formId} loading={raise.isPending}>
          <Trans>Raise the case</Trans>
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={raise.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </Drawer.Footer>
    </>
  )
}
