import { Box, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { productCategoryLabels, type ProductGroup } from '../../entities/product-group'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useReference } from '../../offline/reference-data'
import { useCreateProductGroup } from './api/create-product-group'
import { useUpdateProductGroup } from './api/update-product-group'
import { productGroupLimits, productGroupSchema, type ProductGroupFormValues } from './schemas'

function valuesOf(group: ProductGroup | undefined): ProductGroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    productIds: group?.products.map((product) => product.id) ?? [],
    status: group?.status === 'Inactive' ? 'Inactive' : 'Active',
  }
}

/** Create a product group, or edit one: its name, the products it offers and its status. */
export function ProductGroupForm({ group }: { group?: ProductGroup }) {
  const { t, i18n } = useLingui()
  const products = useReference('products')
  const create = useCreateProductGroup()
  const update = useUpdateProductGroup()
  const mutation = group ? update : create

  const form = useAppForm({
    defaultValues: valuesOf(group),
    validators: { onChange: productGroupSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const body = { name: value.name.trim(), description: value.description.trim() || null, productIds: value.productIds }
      const outcome = group ? await update.submit({ ...body, id: group.id, status: value.status }, { form: formApi }) : await create.submit(body, { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the record as it still is.
      if (outcome.kind === 'sentForApproval' || !group) formApi.reset(valuesOf(group))
      else formApi.reset(value)
    },
  })
  const draft = useFormDraft(form, group ? `product-group:edit:${group.id}` : 'product-group:create')

  const productOptions = (products.data?.data ?? [])
    .filter((product) => product.status === 'Active' || group?.products.some((chosen) => chosen.id === product.id))
    .map((product) => ({ value: product.id, label: product.name, description: i18n._(productCategoryLabels[product.category]) }))

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="4xl">
      <FormElement guardUnsaved form={form} aria-label={group ? t`Edit product group` : t`Create product group`} testId="product-group-form">
        <Stack gap="5">
          <FormNotices
            mutation={mutation}
            draft={draft}
            applied={(sent: { name: string }) => (group ? <Trans>The product group {sent.name} was saved.</Trans> : <Trans>The product group {sent.name} was created.</Trans>)}
          />
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
            submit={group ? <Trans>Save changes</Trans> : <Trans>Create product group</Trans>}
            testId="save-product-group"
            pending={mutation.isPending}
            back={{ to: '/Product-Group' }}
          />
        </Stack>
      </FormElement>
    </Box>
  )
}
