import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import PDFDocument from 'pdfkit'

/**
 * Inter, the storefront's typeface, regular and bold: Google Fonts' complete TrueType files from
 * `@expo-google-fonts/inter` (only the files are used), which pdfkit embeds as a subset. They
 * cover Azerbaijani Latin (ə ş ğ ı ö ü ç), Cyrillic, the manat sign ₼ (U+20BC) and the
 * typographic spaces Intl puts into amounts. TrueType, not WOFF2: fontkit cannot subset WOFF2
 * composite glyphs (ə, Ж). Resolved through Node's module lookup so a production build finds
 * the project's node_modules too.
 */
const FONT_DIR = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json')
)
export const FONTS = {
  regular: join(FONT_DIR, '400Regular', 'Inter_400Regular.ttf'),
  bold: join(FONT_DIR, '700Bold', 'Inter_700Bold.ttf'),
}

/** Page margin (points) and colours the invoice PDFs share (the pro-forma's too). */
export const MARGIN = 48
export const INK = '#1f2937'
export const MUTED = '#4b5563'
export const LINE = '#d1d5db'
export const BRAND = '#234561'

/** Options of one piece of text on a PDF canvas (pdfkit's, plus font, size in points and colour). */
export type CanvasTextOptions = PDFKit.Mixins.TextOptions & {
  font?: 'regular' | 'bold'
  size?: number
  color?: string
}

/**
 * An A4 pdfkit document with what Karvan's documents (invoices, pro-formas) draw with: Inter
 * registered as `regular`/`bold`, the content box (`left`, `width` in points), `ensure`
 * (a new page when `height` points no longer fit), `write` (text; prices keep their "₼"), `rule` (a horizontal line), and `finish`, which stamps `footer(page, pages)` in the
 * bottom margin of every page and resolves with the file bytes.
 */
export function createPdfCanvas(info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = MARGIN
  const width = doc.page.width - MARGIN * 2
  const bottom = () => doc.page.height - MARGIN - 24
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage()
  }
  const write = (text: string, x: number, y: number, options: CanvasTextOptions = {}) => {
    const { font = 'regular', size = 9, color = INK, ...rest } = options
    doc.font(font).fontSize(size).fillColor(color).text(text, x, y, rest)
  }
  const rule = (y: number, color = LINE) => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke()
  }
  const finish = (footer: (page: number, pages: number) => string): Promise<Buffer> => {
    const range = doc.bufferedPageRange()
    for (let page = range.start; page < range.start + range.count; page++) {
      doc.switchToPage(page)
      const saved = doc.page.margins.bottom
      doc.page.margins.bottom = 0
      write(footer(page + 1, range.count), left, doc.page.height - MARGIN + 10, {
        width,
        align: 'right',
        color: MUTED,
        size: 8,
        lineBreak: false,
      })
      doc.page.margins.bottom = saved
    }
    doc.end()
    return done
  }
  return { doc, left, width, bottom, ensure, write, rule, finish }
}
