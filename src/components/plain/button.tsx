import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ButtonLook {
  variant?: 'solid' | 'outline' | 'ghost'
  size?: 'md' | 'sm'
  block?: boolean
}

/** The class names of a plain button, also for a router link drawn as one. */
export function buttonClass({ variant = 'solid', size = 'md', block = false }: ButtonLook = {}): string {
  return ['ui-button', `ui-button--${variant}`, size === 'sm' && 'ui-button--sm', block && 'ui-button--block'].filter(Boolean).join(' ')
}

interface PlainButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Disabled and busy while the action runs, with a spinner before the label. */
  loading?: boolean
  children: ReactNode
}

/** A button without Chakra, for the screens that load before sign-in (see plain.css). */
export function PlainButton({ variant, size, block, loading = false, type = 'button', disabled, children, ...rest }: PlainButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block })} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}
