import { useEffect, type ReactNode } from 'react'
import type { HeldAction, KarvanBoot } from '#shared/app_loader'

/** A field a visitor types into or picks from. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Inputs without typed text (checks and buttons, files a script may not set). */
const SKIPPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
])

/** What a visitor typed or picked in each field before the app took over. */
const typed = new Map<Field, string>()

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !SKIPPED.has(target.type))
  )
}

function record(event: Event) {
  if (isField(event.target)) typed.set(event.target, event.target.value)
}

/** Whether a field's value differs from the one the server rendered. */
function changed(field: Field) {
  return field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue
}

/** The page's inline loader (app/lib/app_loader.ts), absent on Vite's development server. */
declare global {
  interface Window {
    karvanBoot?: KarvanBoot
  }
}

/** Taps and submissions the loader held before hydration began, replayed once it has committed. */
let heldActions: HeldAction[] = []

/**
 * Takes the taps and submissions the page's loader held while the app was being fetched and
 * stops the holding: call right before hydrateRoot, which from then on handles taps itself (a tap
 * on a part not yet hydrated hydrates it first).
 */
export function takeHeldActions() {
  heldActions = window.karvanBoot?.release() ?? []
}

/** Does a held action again, as the visitor did it, on the hydrated page. */
function act(action: HeldAction) {
  if (Array.isArray(action)) {
    const [form, submitter] = action
    if (!form.isConnected) return
    form.requestSubmit(
      submitter && submitter.isConnected && form.contains(submitter) ? submitter : undefined
    )
  } else if (action.isConnected) {
    action.click()
  }
}

/**
 * Starts keeping what a visitor types or picks in the server-rendered page until hydration has
 * committed, and notes the fields changed already. Hydration resets a controlled field to the
 * state it renders with, so such input was lost and a form could be sent empty (a tap and a few
 * keys right after the page shows, before the scripts have run). EarlyInput gives it back. Call
 * before hydrateRoot; text fields and selects (checkboxes follow clicks, which React replays).
 */
export function keepEarlyInput(root: HTMLElement) {
  for (const field of root.querySelectorAll<Field>('input, textarea, select'))
    if (isField(field) && changed(field)) typed.set(field, field.value)
  addEventListener('input', record, { capture: true })
  addEventListener('change', record, { capture: true })
}

/**
 * Puts a value back as a visitor would, so the field's onChange updates its state: React notes
 * the last value it saw through the element's own `value` property; that is set to something
 * else first, then the visitor's value through the prototype's setter, which React does not see,
 * so the event that follows reads as a change.
 */
function replay(field: Field, value: string) {
  if (!field.isConnected) return
  field.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  const type = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

/**
 * Wraps the hydrated app: once React has committed the hydration, the input kept since
 * keepEarlyInput is replayed into its fields, then the taps and submissions of takeHeldActions,
 * in order; the recording stops and `<html>` gets `data-hydrated` (browser tests wait for it).
 * Renders nothing of its own.
 */
export function EarlyInput({ children }: { children: ReactNode }) {
  useEffect(() => {
    removeEventListener('input', record, { capture: true })
    removeEventListener('change', record, { capture: true })
    for (const [field, value] of typed) replay(field, value)
    typed.clear()
    for (const element of document.querySelectorAll('[data-held]'))
      element.removeAttribute('data-held')
    for (const action of heldActions.splice(0)) act(action)
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return children
}
