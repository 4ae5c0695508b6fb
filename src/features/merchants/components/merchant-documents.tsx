import { Button, Flex, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { fieldColumn } from '../../../components/data-table/field-columns'
import { DocumentPreview } from '../../../components/document-preview'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { FormNotices } from '../../../components/form/form-notices'
import { merchantDocumentFields, type MerchantDocument } from '../../../entities/merchant'
import { formatFileSize } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useReference } from '../../../offline/reference-data'
import { useMerchantDocumentFile } from '../api/get-merchant-document-file'
import { useMerchantDocuments } from '../api/list-merchant-documents'
import { useUpdateMerchantDocument } from '../api/update-merchant-document'
import { documentLimits, merchantDocumentSchema, type MerchantDocumentValues } from '../schemas'
import { Card } from '../../../components/card'

/** The file's content as base64, without the data: prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/** A stored document fetched from the platform. */
function MerchantDocumentPreview({ merchantId, document, onClose }: { merchantId: number; document: MerchantDocument; onClose: () => void }) {
  const file = useMerchantDocumentFile(merchantId, document.id)
  return <DocumentPreview document={{ ...document, typeName: document.documentType.name }} file={file} onClose={onClose} />
}

/** The merchant's documents (one per type): open the platform's link, add or replace one. */
export function MerchantDocuments({ merchantId, canEdit }: { merchantId: number; canEdit: boolean }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const documents = useMerchantDocuments(merchantId)
  const [preview, setPreview] = useState<MerchantDocument | null>(null)
  const context = { i18n, locale }

  const columns: DataColumn<MerchantDocument>[] = [
    fieldColumn(merchantDocumentFields, 'documentType', context, { phoneLabel: false }),
    fieldColumn(merchantDocumentFields, 'fileName', context, { cell: (row) => <bdi>{row.fileName}</bdi> }),
    {
      id: 'size',
      header: t`Size`,
      width: '7rem',
      align: 'end',
      cell: (row) => <bdi dir="ltr">{formatFileSize(row.sizeBytes, locale)}</bdi>,
    },
    fieldColumn(merchantDocumentFields, 'uploadedAt', context, { width: '11rem' }),
    fieldColumn(merchantDocumentFields, 'uploadedBy', context, { width: '9rem' }),
    {
      id: 'open',
      header: t`View`,
      width: '9rem',
      align: 'end',
      cell: (row) => (
        <Button size="xs" variant="outline" onClick={() => setPreview(row)} aria-label={t`View ${row.fileName}`} aria-expanded={preview?.id === row.id}>
          <Trans>View</Trans>
        </Button>
      ),
    },
  ]

  return (
    <Stack gap="4">
      <Card title={<Trans>Documents</Trans>} testId="merchant-documents">
        <DataTable
          label={t`Documents`}
          testId="merchant-document-list"
          columns={columns}
          rows={documents.data}
          rowKey={(row) => row.id}
          status={documents.status}
          isFetching={documents.isFetching}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          emptyMessage={<Trans>No document on record.</Trans>}
          rowAttributes={(row) => ({ 'data-document-type': row.documentType.name })}
        />
        {preview && <MerchantDocumentPreview key={preview.id} merchantId={merchantId} document={preview} onClose={() => setPreview(null)} />}
      </Card>
      {canEdit && <DocumentUpload merchantId={merchantId} existing={documents.data ?? []} />}
    </Stack>
  )
}

function DocumentUpload({ merchantId, existing }: { merchantId: number; existing: readonly MerchantDocument[] }) {
  const { t, i18n } = useLingui()
  const types = useReference('documentTypes')
  const upload = useUpdateMerchantDocument()
  const defaultValues: MerchantDocumentValues = { documentTypeId: 0, file: null }
  const form = useAppForm({
    defaultValues,
    validators: { onChange: merchantDocumentSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const file = value.file
      if (!file) return
      const body = {
        documentTypeId: value.documentTypeId,
        fileName: file.name,
        contentType: file.type as (typeof documentLimits.types)[number],
        contentBase64: await readBase64(file),
      }
      const outcome = await upload.submit({ id: merchantId, body }, { form: formApi })
      if (!outcome) return
      formApi.reset(defaultValues)
    },
  })
  const replaces = (typeId: number) => existing.some((document) => document.documentType.id === typeId)
  return (
    <Card title={<Trans>Add or replace a document</Trans>} testId="merchant-document-upload">
      <FormElement form={form} aria-label={t`Add or replace a document`} testId="document-form">
        <Stack gap="4">
          <FormNotices mutation={upload} applied={(sent: { body: { fileName: string } }) => <Trans>{sent.body.fileName} was saved.</Trans>} />
          <div className="ui-form-grid">
            <form.AppField name="documentTypeId">
              {(field) => (
                <field.SelectField
                  label={t`Document type`}
                  required
                  placeholder={t`Choose the document type`}
                  options={(types.data?.data ?? []).map((type) => ({ value: type.id, label: replaces(type.id) ? t`${type.name} (replaces the one on record)` : type.name }))}
                />
              )}
            </form.AppField>
            <form.AppField name="file">
              {(field) => (
                <field.FileField
                  label={t`File`}
                  required
                  preview
                  accept={documentLimits.types}
                  maxBytes={documentLimits.maxBytes}
                  helperText={t`PDF, PNG or JPEG, at most 5 MB`}
                  testId="document-file"
                />
              )}
            </form.AppField>
          </div>
          <Flex>
            <form.SubmitButton pending={upload.isPending} testId="upload-document">
              <Trans>Upload</Trans>
            </form.SubmitButton>
          </Flex>
        </Stack>
      </FormElement>
    </Card>
  )
}
