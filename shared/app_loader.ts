/**
 * What the page's inline loader (app/lib/app_loader.ts) hands the app (inertia/lib/early_input.tsx)
 * through `window.karvanBoot`. Types only.
 */

/** A tap on a control, or a form's submission with the button that sent it. */
export type HeldAction = HTMLElement | [form: HTMLFormElement, submitter: HTMLElement | null]

/** `window.karvanBoot`: `release()` stops the holding and returns the held actions, in order. */
export interface KarvanBoot {
  release: () => HeldAction[]
}
