// The pages the build prerenders (scripts/prerender.ts, src/prerender.tsx): in which language, and
// how their controls, inert until the script has taken over, are released once React hydrated them.

/** The language the prerendered pages are written in. */
export const PRERENDERED_LOCALE = 'en'

/** The read-only inputs and disabled buttons the prerender marked `data-until-ready`, usable again. */
export function releasePrerenderedControls(root: ParentNode): void {
  for (const control of root.querySelectorAll('[data-until-ready]')) {
    control.removeAttribute('readonly')
    control.removeAttribute('disabled')
    control.removeAttribute('data-until-ready')
  }
}
