import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { DocumentPreview } from '../../../components/document-preview'
import { formatFileSize } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useApprovalDocumentFile } from '../api/get-approval-document-file'
import type { ApprovalRequestDetail } from '../types'

type ApprovalDocument = ApprovalRequestDetail['documents'][number]

function RequestDocumentPreview({ requestId, document, onClose }: { requestId: number; document: ApprovalDocument; onClose: () => void }) {
  const file = useApprovalDocumentFile(requestId, document.index)
  return <DocumentPreview document={{ ...document, typeName: document.documentType.name }} file={file} onClose={onClose} />
}

/** The KYC documents sent with the request: each opened and downloaded from the request itself. */
export function ApprovalDocuments({ requestId, documents, canOpen }: { requestId: number; documents: ApprovalRequestDetail['documents']; canOpen: boolean }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const [open, setOpen] = useState<ApprovalDocument | null>(null)
  if (!documents.length) return null
  return (
    <Box as="section" aria-labelledby="approval-documents-heading" data-testid="approval-documents">
      <Heading as="h3" size="sm" id="approval-documents-heading" mb="2">
        <Trans>Documents sent with the request</Trans>
      </Heading>
      <Stack gap="2">
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Document type`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`File`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Size`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`View`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {documents.map((document) => (
                <Table.Row key={document.index} data-document-type={document.documentType.name}>
                  <Table.Cell fontWeight="medium">{document.documentType.name}</Table.Cell>
                  <Table.Cell overflowWrap="anywhere">
                    <bdi>{document.fileName}</bdi>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <bdi dir="ltr">{formatFileSize(document.sizeBytes, locale)}</bdi>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {canOpen ? (
                      <Button size="xs" variant="outline" onClick={() => setOpen(document)} aria-expanded={open?.index === document.index} aria-label={t`View ${document.fileName}`}>
                        <Trans>View</Trans>
                      </Button>
                    ) : (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        <Trans>Needs View Merchant</Trans>
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {open && <RequestDocumentPreview key={open.index} requestId={requestId} document={open} onClose={() => setOpen(null)} />}
      </Stack>
    </Box>
  )
}
