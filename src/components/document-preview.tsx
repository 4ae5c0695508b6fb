// One document shown from its content (base64): an image drawn, a PDF in a frame of the page's own
// blob, both openable in a tab and downloadable. The merchant page and an approval request use it.
import { Box, Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'

import { ErrorBlock, LoadingBlock, StaleNotice } from './feedback/query-state'

/** The content as an object URL, alive while the preview is shown. */
export function useObjectUrl(contentBase64: string | undefined, contentType: string): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!contentBase64) return
    const bytes = Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0))
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: contentType }))
    let shown = true
    void Promise.resolve().then(() => {
      if (shown) setUrl(objectUrl)
    })
    return () => {
      shown = false
      URL.revokeObjectURL(objectUrl)
    }
  }, [contentBase64, contentType])
  return url
}

interface DocumentPreviewProps {
  document: { fileName: string; contentType: string }
  file: UseQueryResult<{ contentBase64: string }>
  onClose: () => void
  /** What is shown above the file (its type, the request it came with). */
  caption?: ReactNode
}

export function DocumentPreview({ document, file, onClose, caption }: DocumentPreviewProps) {
  const { t } = useLingui()
  const url = useObjectUrl(file.data?.contentBase64, document.contentType)
  return (
    <Box mt="4" borderWidth="1px" borderRadius="l2" p="3" data-testid="document-preview">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
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
          <iframe src={url} title={t`Preview of ${document.fileName}`} style={{ width: '100%', height: '32rem', border: 0 }} />
        ) : (
          <img src={url} alt={t`Preview of ${document.fileName}`} style={{ maxWidth: '100%', maxHeight: '32rem' }} />
        ))
      )}
    </Box>
  )
}
