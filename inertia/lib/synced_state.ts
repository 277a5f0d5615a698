import { type Dispatch, type SetStateAction, useState } from 'react'

/**
 * Local state that starts from `source` and starts over whenever `source` changes (compared with
 * Object.is): a field the user edits, reset when the server sends a new value after a reload.
 * The reset happens during render (React's "adjusting state when a prop changes"), so the stale
 * value is never painted and no effect cascades into a second render pass.
 */
export function useSyncedState<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(source)
  const [seen, setSeen] = useState(source)
  if (!Object.is(seen, source)) {
    setSeen(source)
    setValue(source)
  }
  return [value, setValue]
}
