// The pages the build prerenders (scripts/prerender.ts, src/prerender.tsx), one per language
// (prerendered-files.ts): in which language the page on screen is, and how its controls, inert
// until the script has taken over, are released once React hydrated them.

/** The language a prerendered page in `root` is written in (its `data-locale`), or null for an empty root. */
export function prerenderedLocaleOf(root: HTMLElement): string | null {
  return root.hasChildNodes() ? (root.dataset.locale ?? null) : null
}

/** The read-only inputs and disabled buttons the prerender marked `data-until-ready`, usable again. */
export function releasePrerenderedControls(root: ParentNode): void {
  for (const control of root.querySelectorAll('[data-until-ready]')) {
    control.removeAttribute('readonly')
    control.removeAttribute('disabled')
    control.removeAttribute('data-until-ready')
  }
}
