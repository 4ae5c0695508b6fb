import { Box, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import { productCategoryLabels, type ProductGroup } from '../../entities/product-group'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useReference } from '../../offline/reference-data'
import { useCreateProductGroup } from './api/create-product-group'
import { useUpdateProductGroup } from './api/update-product-group'
import { bodyOf, productGroupLimits, productGroupSchema, valuesFromBody, valuesOf } from './schemas'

/**
 * Create a product group, or edit one: its name, the products it offers and its status. With
 * `returned`, a request returned for correction: opened with what was sent, resubmitted on save.
 */
export function ProductGroupForm({ group, returned }: { group?: ProductGroup; returned?: ReturnedRequest }) {
  const { t, i18n } = useLingui()
  const products = useReference('products')
  const create = useCreateProductGroup()
  const update = useUpdateProductGroup()
  const resubmit = useResubmit(returned)
  const mutation = group ? update : create

  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input) : valuesOf(group),
    validators: { onChange: productGroupSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value, group?.id), { form: formApi })) formApi.reset(value)
        return
      }
      const body = bodyOf(value)
      const outcome = group ? await update.submit({ ...body, id: group.id, status: value.status }, { form: formApi }) : await create.submit(body, { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the record as it still is.
      if (outcome.kind === 'sentForApproval' || !group) formApi.reset(valuesOf(group))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : group ? `product-group:edit:${group.id}` : 'product-group:create')

  const productOptions = (products.data?.data ?? [])
    .filter((product) => product.status === 'Active' || group?.products.some((chosen) => chosen.id === product.id))
    .map((product) => ({ value: product.id, label: product.name, description: i18n._(productCategoryLabels[product.category]) }))

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="4xl">
      <FormElement guardUnsaved form={form} aria-label={group ? t`Edit product group` : t`Create product group`} testId="product-group-form" toCorrect={returned?.fields}>
        <Stack gap="5">
          {returned ? (
            <ReturnedNotices returned={returned} resubmit={resubmit} />
          ) : (
            <FormNotices
              mutation={mutation}
              draft={draft}
              applied={(sent: { name: string }) => (group ? <Trans>The product group {sent.name} was saved.</Trans> : <Trans>The product group {sent.name} was created.</Trans>)}
            />
          )}
          <div className="ui-form-grid">
            <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required maxLength={productGroupLimits.name.max} />}</form.AppField>
            {group && (
              <form.AppField name="status">
                {(field) => (
                  <field.SelectField
                    label={t`Status`}
                    required
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
            {(field) => <field.TextAreaField label={t`Description`} maxLength={productGroupLimits.description} helperText={t`What the group is for, in one or two sentences.`} />}
          </form.AppField>
          {products.isError && !products.data ? (
            <FormAlert status="error">{errorMessage(products.error)}</FormAlert>
          ) : (
            <form.AppField name="productIds">
              {(field) => (
                <field.MultiSelectField label={t`Products`} required options={productOptions} helperText={t`The products an outlet configured with this group may offer.`} testId="product-choices" />
              )}
            </form.AppField>
          )}
          <form.Subscribe selector={(state) => state.values.productIds.length}>
            {(count) => (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {count === 1 ? <Trans>1 product chosen</Trans> : <Trans>{count} products chosen</Trans>}
              </Text>
            )}
          </form.Subscribe>
          <form.FormButtons
            submit={returned ? <Trans>Resubmit for approval</Trans> : group ? <Trans>Save changes</Trans> : <Trans>Create product group</Trans>}
            testId="save-product-group"
            pending={(returned ? resubmit : mutation).isPending}
            back={{ to: '/Product-Group' }}
          />
        </Stack>
      </FormElement>
    </Box>
  )
}
