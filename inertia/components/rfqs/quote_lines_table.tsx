/** One row of a quote's goods: texts as the server formatted them (quantity with its unit, amounts with currency). */
export interface QuoteLineRow {
  name: string
  /** A second, smaller line under the name (the seller sees the origin). */
  note?: string
  hsCode: string | null
  quantity: string | number
  unitPrice: string
  total: string
}

/**
 * The goods table of a quote version (buyer's and seller's RFQ pages): product, HS code, quantity,
 * unit price and line total, then the quote total. `labels` are the column headings in the page's
 * own namespace.
 */
export default function QuoteLinesTable({
  lines,
  total,
  labels,
}: {
  lines: QuoteLineRow[]
  total: string
  labels: {
    product: string
    hsCode: string
    quantity: string
    unitPrice: string
    lineTotal: string
    total: string
  }
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-1 pr-3">{labels.product}</th>
            <th className="py-1 pr-3">{labels.hsCode}</th>
            <th className="py-1 pr-3">{labels.quantity}</th>
            <th className="py-1 pr-3 text-right">{labels.unitPrice}</th>
            <th className="py-1 text-right">{labels.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-t border-line">
              <td className="py-1 pr-3">
                {line.name}
                {line.note && <span className="block text-xs text-muted">{line.note}</span>}
              </td>
              <td className="py-1 pr-3">{line.hsCode ?? '—'}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{line.quantity}</td>
              <td className="py-1 pr-3 text-right whitespace-nowrap">{line.unitPrice}</td>
              <td className="py-1 text-right whitespace-nowrap">{line.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <td colSpan={4} className="py-1 pr-3 text-right">
              {labels.total}
            </td>
            <td className="py-1 text-right whitespace-nowrap" data-testid="quote-total">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
