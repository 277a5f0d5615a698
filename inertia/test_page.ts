/**
 * The page the mocked usePage() returns in front-end tests (test_setup.ts), set through
 * test_support.ts givenPage. It imports nothing: the mock's factory loads it, and a module that
 * imports '@inertiajs/react' loaded from inside that factory would get the real usePage.
 */
let props: Record<string, unknown> = {}

/** Replaces the current page's props. */
export function setPageProps(next: Record<string, unknown>) {
  props = next
}

/** What the mocked usePage() returns. */
export function currentPage() {
  return { component: 'test', url: '/', version: null, props }
}
