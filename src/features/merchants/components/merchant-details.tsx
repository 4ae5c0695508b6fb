import { Button, Grid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { fieldDetails } from '../../../components/data-table/field-columns'
import { DetailList } from '../../../components/detail-list'
import { PersonalDataValue } from '../../../components/personal-data-value'
import { useOutcomeNotice } from '../../../components/feedback/mutation-outcome-alert'
import { merchantAddressFields, merchantFields, merchantPersonnelFields, settlementAccountFields, type Merchant } from '../../../entities/merchant'
import { revealMerchantBvn } from '../api/reveal-merchant-personal-data'
import type { ReturnedRequest } from '../../../lib/returned-request'
import { MerchantDetailsForm } from './merchant-details-form'
import { Card } from '../../../components/card'

/** The merchant's business, contact, address, personnel and settlement details; edited in place when allowed. */
export function MerchantDetails({ merchant, canEdit, returned }: { merchant: Merchant; canEdit: boolean; returned?: ReturnedRequest | undefined }) {
  const { i18n } = useLingui()
  // A returned change of details opens on its form, filled with what was sent.
  const [editing, setEditing] = useState(returned !== undefined)
  const outcome = useOutcomeNotice()

  if (editing)
    return (
      <Card title={<Trans>Edit details</Trans>} testId="merchant-edit">
        <MerchantDetailsForm
          merchant={merchant}
          returned={returned}
          onCancel={() => setEditing(false)}
          onDone={(result) => {
            outcome.show(result, <Trans>The merchant's details were saved.</Trans>)
            setEditing(false)
          }}
        />
      </Card>
    )

  return (
    <Grid gap="4" templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}>
      {outcome.notice && <Grid gridColumn="1 / -1">{outcome.notice}</Grid>}
      <Card
        title={<Trans>Business</Trans>}
        testId="merchant-business"
        actions={
          canEdit && (
            <Button size="sm" variant="outline" onClick={() => (outcome.clear(), setEditing(true))} data-testid="edit-merchant">
              <Trans>Edit details</Trans>
            </Button>
          )
        }
      >
        <DetailList items={fieldDetails(merchantFields, merchant, ['businessName', 'businessType', 'industry', 'rcNumber', 'tin', 'superAgent', 'createdAt', 'createdBy', 'updatedAt'], i18n)} />
      </Card>
      <Card title={<Trans>Contact and address</Trans>} testId="merchant-contact">
        <DetailList
          items={[
            ...fieldDetails(merchantFields, merchant, ['emailAddress1', 'emailAddress2', 'phoneNumber1', 'phoneNumber2'], i18n),
            ...fieldDetails(merchantAddressFields, merchant.address, ['street', 'city', 'lga', 'stateName', 'countryName'], i18n),
          ]}
        />
      </Card>
      <Card title={<Trans>Personnel</Trans>} testId="merchant-personnel">
        <DetailList
          items={fieldDetails(merchantPersonnelFields, merchant.personnel, ['username', 'firstName', 'lastName', 'email', 'phoneNumber', 'bvn'], i18n).map((item) =>
            item.id === 'bvn'
              ? {
                  ...item,
                  value: (
                    <PersonalDataValue
                      key={merchant.id}
                      masked={merchant.personnel.bvn}
                      label={i18n._(merchantPersonnelFields.bvn.label)}
                      reveal={() => revealMerchantBvn(merchant.id)}
                      testId="merchant-bvn"
                    />
                  ),
                }
              : item,
          )}
        />
      </Card>
      <Card title={<Trans>Settlement account</Trans>} testId="merchant-settlement">
        <DetailList items={fieldDetails(settlementAccountFields, merchant.settlement, ['accountName', 'accountNumber', 'bankName', 'bankCode'], i18n)} />
      </Card>
    </Grid>
  )
}
