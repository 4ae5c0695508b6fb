// Copies a value the user needs elsewhere (a signing secret), and says so where a screen reader hears it.
import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'

export function CopyButton({ value, testId }: { value: string; testId?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} data-testid={testId} aria-live="polite">
      {copied === true ? <Trans>Copied</Trans> : copied === false ? <Trans>Could not copy: select and copy it</Trans> : <Trans>Copy</Trans>}
    </Button>
  )
}
