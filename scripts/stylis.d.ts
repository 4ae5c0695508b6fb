// The part of stylis 4 (Emotion's CSS compiler, without types of its own) that scripts/chakra-global-css.ts uses.
declare module 'stylis' {
  export interface Element {
    type: string
    value: string
    children: Element[] | string
  }
  export type Middleware = (element: Element, index: number, children: Element[], callback: Middleware) => string
  export function compile(css: string): Element[]
  export function serialize(elements: Element[], callback: Middleware): string
  export const stringify: Middleware
}
