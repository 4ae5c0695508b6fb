// One document shown from its content (base64): an image drawn, a PDF in a frame of the page's own
// blob, both openable in a tab and downloadable. The merchant page and an approval request use it.
import { Box, Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'

import { useObjectUrl } from '../lib/use-object-url'
import { ErrorBlock, LoadingBlock, StaleNotice } from './feedback/query-state'

/** Content sent as base64, as a file of its type. */
function blobOf(contentBase64: string | undefined, contentType: string): Blob | null {
  if (!contentBase64) return null
  return new Blob([Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0))], { type: contentType })
}

interface DocumentPreviewProps {
  /** typeName: what the document is, in words (its document type: "CAC certificate"), its title. */
  document: { fileName: string; contentType: string; typeName?: string | null }
  file: UseQueryResult<{ contentBase64: string }>
  onClose: () => void
  /** What is shown above the file (its type, the request it came with). */
  caption?: ReactNode
}

export function DocumentPreview({ document, file, onClose, caption }: DocumentPreviewProps) {
  const { t } = useLingui()
  const content = file.data?.contentBase64
  const blob = useMemo(() => blobOf(content, document.contentType), [content, document.contentType])
  const url = useObjectUrl(blob)
  // The preview is titled by what the document is and its file name, never by the blob's internal id
  // (the PDF viewer's own bar, which shows that id, is hidden: the heading above says what it is).
  const { typeName, fileName } = document
  const name = typeName ? t`${typeName}: ${fileName}` : fileName
  return (
    <Box mt="4" borderWidth="1px" borderRadius="l2" p="3" data-testid="document-preview">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Box minW="0">
          {document.typeName && (
            <Text fontSize="sm" fontWeight="semibold" overflowWrap="anywhere" data-testid="document-preview-type">
              {document.typeName}
            </Text>
          )}
          <Text fontSize="sm" fontWeight={document.typeName ? 'normal' : 'medium'} overflowWrap="anywhere">
            <bdi>{document.fileName}</bdi>
          </Text>
          {caption}
        </Box>
        <Flex gap="3" align="center" wrap="wrap" fontSize="sm">
          {url && (
            <>
              <ChakraLink href={url} target="_blank" rel="noreferrer">
                <Trans>Open in a new tab</Trans>
              </ChakraLink>
              <ChakraLink href={url} download={document.fileName}>
                <Trans>Download</Trans>
              </ChakraLink>
            </>
          )}
          <Button size="xs" variant="outline" onClick={onClose}>
            <Trans>Close preview</Trans>
          </Button>
        </Flex>
      </Flex>
      <StaleNotice query={file} />
      {file.data === undefined && file.isError ? (
        <ErrorBlock error={file.error} onRetry={() => void file.refetch()} />
      ) : file.data === undefined ? (
        <LoadingBlock />
      ) : (
        url &&
        (document.contentType === 'application/pdf' ? (
          <iframe src={`${url}#toolbar=0&navpanes=0`} title={t`Preview of ${name}`} style={{ width: '100%', height: '32rem', border: 0 }} />
        ) : (
          <img src={url} alt={t`Preview of ${name}`} style={{ maxWidth: '100%', maxHeight: '32rem' }} />
        ))
      )}
    </Box>
  )
}
