import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import type { FeeScheme } from '../../entities/fee-scheme'
import { activeLocale } from '../../lib/i18n'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useReference } from '../../offline/reference-data'
import { useCreateFeeScheme } from './api/create-fee-scheme'
import { useUpdateFeeScheme } from './api/update-fee-scheme'
import { calculatorAmount, FeeCalculator } from './components/fee-calculator'
import { FeeRuleEditor } from './components/fee-rule-editor'
import { bodyOf, emptyRule, feeSchemeLimits, feeSchemeSchema, valuesFromBody, valuesOf } from './schemas'

function useFeeSchemeForm(scheme: FeeScheme | undefined, returned: ReturnedRequest | undefined) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  const create = useCreateFeeScheme()
  const update = useUpdateFeeScheme()
  const resubmit = useResubmit(returned)
  const schema = useMemo(() => feeSchemeSchema(i18n, locale), [i18n, locale])
  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input) : valuesOf(scheme),
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value, scheme?.id), { form: formApi })) formApi.reset(value)
        return
      }
      const body = bodyOf(value)
      const outcome = scheme ? await update.submit({ ...body, id: scheme.id, status: value.status }, { form: formApi }) : await create.submit(body, { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the scheme as it still is.
      if (outcome.kind === 'sentForApproval' || !scheme) formApi.reset(valuesOf(scheme))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : scheme ? `fee-scheme:edit:${scheme.id}` : 'fee-scheme:create')
  return { form, draft, mutation: scheme ? update : create, resubmit }
}

export type FeeSchemeForm = ReturnType<typeof useFeeSchemeForm>['form']

interface FeeSchemeFormProps {
  scheme?: FeeScheme
  /** Shown without a way to change it (a user without Update). */
  readOnly?: boolean
  /** A request returned for correction: opened with what was sent, resubmitted on save. */
  returned?: ReturnedRequest
}

/**
 * Create or edit a fee scheme: a rule per product (flat, percentage with minimum and cap, or bands),
 * checked as the user types, with a calculator beside it that charges any amount under the rules
 * being written (and under the saved ones, to compare).
 */
export function FeeSchemeForm({ scheme, readOnly = false, returned }: FeeSchemeFormProps) {
  const { t } = useLingui()
  const products = useReference('products')
  const { form, draft, mutation, resubmit } = useFeeSchemeForm(scheme, returned)
  // One sample amount for the calculator and every rule's own line.
  const [amountText, setAmountText] = useState('5000')
  const sampleAmount = calculatorAmount(amountText)
  const productList = (products.data?.data ?? []).filter((product) => product.status === 'Active' || scheme?.rules.some((rule) => rule.product.id === product.id))

  return (
    <FormElement guardUnsaved={!readOnly} form={form} aria-label={scheme ? t`Edit fee scheme` : t`Create fee scheme`} testId="fee-scheme-form" toCorrect={returned?.fields}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 22rem', '2xl': 'minmax(0, 3fr) minmax(24rem, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          {returned ? (
            <ReturnedNotices returned={returned} resubmit={resubmit} />
          ) : (
            <FormNotices
              mutation={mutation}
              draft={readOnly ? undefined : draft}
              applied={(sent: { name: string }) => (scheme ? <Trans>The fee scheme {sent.name} was saved.</Trans> : <Trans>The fee scheme {sent.name} was created.</Trans>)}
            />
          )}
          <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }}>
            <Stack gap="4">
              <div className="ui-form-grid">
                <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required maxLength={feeSchemeLimits.name.max} disabled={readOnly} />}</form.AppField>
                {scheme && (
                  <form.AppField name="status">
                    {(field) => (
                      <field.SelectField
                        label={t`Status`}
                        required
                        disabled={readOnly}
                        helperText={t`An Inactive scheme is no longer offered to merchants; it cannot be made Inactive while merchants use it.`}
                        options={[
                          { value: 'Active', label: t`Active` },
                          { value: 'Inactive', label: t`Inactive` },
                        ]}
                      />
                    )}
                  </form.AppField>
                )}
              </div>
              <form.AppField name="description">
                {(field) => <field.TextAreaField label={t`Description`} maxLength={feeSchemeLimits.description} disabled={readOnly} helperText={t`Who the scheme is for, in one or two sentences.`} />}
              </form.AppField>
            </Stack>
          </Box>
          <Stack gap="3" as="section" aria-labelledby="fee-rules-heading">
            <Heading as="h2" size="md" id="fee-rules-heading">
              <Trans>Fees by product</Trans>
            </Heading>
            {products.isError && !products.data && <FormAlert status="error">{errorMessage(products.error)}</FormAlert>}
            <form.Subscribe selector={(state) => state.values.rules.length}>
              {(count) => (
                <>
                  {Array.from({ length: count }, (_, index) => (
                    <FeeRuleEditor key={index} form={form} index={index} products={productList} readOnly={readOnly} removable={count > 1} sampleAmount={sampleAmount} saved={scheme?.rules} />
                  ))}
                  {!readOnly && count < feeSchemeLimits.rules && (
                    <Box>
                      <Button type="button" variant="outline" size="sm" onClick={() => form.pushFieldValue('rules', emptyRule())} data-testid="add-fee-rule">
                        <Trans>Add a product's fee</Trans>
                      </Button>
                    </Box>
                  )}
                </>
              )}
            </form.Subscribe>
          </Stack>
          {!readOnly && (
            <form.FormButtons
              submit={returned ? <Trans>Resubmit for approval</Trans> : scheme ? <Trans>Save changes</Trans> : <Trans>Create fee scheme</Trans>}
              testId="save-fee-scheme"
              pending={(returned ? resubmit : mutation).isPending}
              back={{ to: '/fee' }}
            />
          )}
          {readOnly && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>You can read this fee scheme; changing it needs the Update permission of Fee Scheme.</Trans>
            </Text>
          )}
        </Stack>
        <Box position={{ xl: 'sticky' }} top={{ xl: '4' }} minW="0">
          <form.Subscribe selector={(state) => state.values.rules}>
            {(rules) => <FeeCalculator rules={rules} saved={scheme?.rules} products={productList} amountText={amountText} onAmountText={setAmountText} />}
          </form.Subscribe>
        </Box>
      </Grid>
    </FormElement>
  )
}
