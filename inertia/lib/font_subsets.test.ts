import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_FACES, unicodeRange } from '#shared/font_subsets'

/** The `src` file and `unicode-range` of every Inter face declared in app.css, in order. */
function declaredFaces() {
  const css = readFileSync(join(process.cwd(), 'inertia', 'css', 'app.css'), 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .filter(([, body]) => body.includes('generated/'))
    .map(([, body]) => ({
      file: body.match(/generated\/([^')]+)/)?.[1],
      range: body
        .match(/unicode-range:([^;]*);/)?.[1]
        .replace(/\s+/g, ' ')
        .trim(),
    }))
}

describe('Inter subsets', () => {
  it('app.css declares each generated face with the code points it was cut to', () => {
    expect(declaredFaces()).toEqual(
      FONT_FACES.map((face) => ({ file: face.file, range: unicodeRange(face.codepoints) }))
    )
  })

  it('an Azerbaijani price and the marks of a catalog page need only the core faces, and no code point is in two faces', () => {
    const core = new Set([...FONT_FACES[0].codepoints, ...FONT_FACES[1].codepoints])
    for (const char of 'Qiymət: 1.234,50 ₼ (≈ 36,00 €) — ƏəĞğİıÖöŞşÜüÇç «Fındıq» 20′ © №')
      if (char !== '№' && char !== '≈') expect(core.has(char.codePointAt(0)!), char).toBe(true)
    const all = FONT_FACES.flatMap((face) => face.codepoints)
    // ≈ is in none of @fontsource's files: the fallback font draws it and no face is fetched for it.
    expect(all).not.toContain('≈'.codePointAt(0))
    expect(new Set(all).size).toBe(all.length)
  })
})
