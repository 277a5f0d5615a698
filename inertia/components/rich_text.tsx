import type { ReactNode } from 'react'

/**
 * Renders the editorial plain-text format used for static pages and news: blank lines
 * separate blocks, "## " starts a heading, "- " lines form a list. Everything is text (no HTML).
 */
export default function RichText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className="prose-page">
      {blocks.map((block, index): ReactNode => {
        if (block.startsWith('## ')) return <h2 key={index}>{block.slice(3)}</h2>
        const lines = block.split('\n')
        if (lines.every((line) => line.trim().startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, i) => (
                <li key={i}>{line.trim().slice(2)}</li>
              ))}
            </ul>
          )
        }
        if (lines[0].startsWith('## ')) {
          return (
            <div key={index}>
              <h2>{lines[0].slice(3)}</h2>
              <p>{lines.slice(1).join(' ')}</p>
            </div>
          )
        }
        return <p key={index}>{lines.join(' ')}</p>
      })}
    </div>
  )
}
