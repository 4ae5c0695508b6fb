// The part of jsdom's API the build's prerender uses (scripts/prerender.ts); jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string })
    readonly window: Window & typeof globalThis
  }
}
