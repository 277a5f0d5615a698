import { Head } from '@inertiajs/react'
import { jsonLdText, type JsonLd } from '#shared/json_ld'

/**
 * The page's schema.org documents (built on the server: app/services/seo/json_ld.ts), one
 * `<script type="application/ld+json">` each in the head, escaped by the one shared helper.
 */
export default function JsonLdScripts({ documents }: { documents: JsonLd[] }) {
  return (
    <Head>
      {documents.map((document, index) => (
        <script key={index} head-key={`jsonld-${index}`} type="application/ld+json">
          {jsonLdText(document)}
        </script>
      ))}
    </Head>
  )
}
