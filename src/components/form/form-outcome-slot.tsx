// Where a form answers its save: just above its buttons, where the user clicked, not at the top of a long page.
import { Box } from '@chakra-ui/react'
import { createContext, useContext, useState, type PropsWithChildren, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

const SlotContext = createContext<{ slot: HTMLElement | null; setSlot: (slot: HTMLElement | null) => void } | null>(null)

/** Given by every kit form (FormElement): FormButtons marks the place, FormNotices puts the outcome there. */
export function FormOutcomeSlotProvider({ children }: PropsWithChildren) {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  return <SlotContext.Provider value={{ slot, setSlot }}>{children}</SlotContext.Provider>
}

/** The place above the buttons; takes no room while empty. */
export function FormOutcomeSlot() {
  const context = useContext(SlotContext)
  return <Box ref={context?.setSlot} data-testid="form-outcome" _empty={{ display: 'none' }} />
}

/** Shows its children in the form's outcome place, or where it stands when the form has none (its own buttons). */
export function InFormOutcomeSlot({ children }: { children: ReactNode }) {
  const slot = useContext(SlotContext)?.slot
  return slot ? createPortal(children, slot) : children
}
