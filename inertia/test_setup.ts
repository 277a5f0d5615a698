/**
 * Vitest set-up for the front-end tests (vitest.config.ts): jest-dom matchers on `expect`, the
 * rendered tree removed after each test (Testing Library only does that itself with globals on),
 * and usePage() answering with the props a test gave (test_support.ts givenPage), since no
 * Inertia app runs around a component under test.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

vi.mock('@inertiajs/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@inertiajs/react')>()
  const { currentPage } = await import('./test_page')
  return { ...actual, usePage: () => currentPage() }
})

afterEach(() => cleanup())
