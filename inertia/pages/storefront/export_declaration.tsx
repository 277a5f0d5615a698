import { Head, Link } from '@inertiajs/react'
import type { ExportDeclarationPage } from '#transformers/export_declaration_transformer'

/**
 * Export declaration guide (SPEC §2 Shell; issue 26): the export customs declaration in
 * Azerbaijan, who files it, documents and steps, and the export support contact. Every text
 * comes from the server in the page's language (app/transformers/export_declaration_transformer.ts).
 */
export default function ExportDeclaration({
  title,
  lead,
  sections,
  disclaimer,
  customs,
  contact,
}: ExportDeclarationPage) {
  return (
    <article className="container-page max-w-3xl py-10">
      <Head title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight break-words">{title}</h1>
      <p className="mt-3 text-lg leading-7 text-muted">{lead}</p>

      {sections.map((section) => {
        const List = section.ordered ? 'ol' : 'ul'
        return (
          <section
            key={section.code}
            aria-labelledby={`export-declaration-${section.code}`}
            className="mt-8"
          >
            <h2
              id={`export-declaration-${section.code}`}
              className="text-xl font-bold tracking-tight"
            >
              {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-7">
                {text}
              </p>
            ))}
            {section.items.length > 0 && (
              <List
                className={`mt-3 space-y-2 pl-6 leading-7 ${section.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </List>
            )}
          </section>
        )
      })}

      <section
        aria-labelledby="export-declaration-contact"
        className="mt-10 rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 p-5"
        data-testid="export-support"
      >
        <h2 id="export-declaration-contact" className="text-xl font-bold tracking-tight">
          {contact.heading}
        </h2>
        <p className="mt-2 leading-7">{contact.text}</p>
        <dl className="mt-3 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{contact.emailLabel}</dt>
          <dd className="break-words">
            <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
              {contact.email}
            </a>
          </dd>
          <dt className="font-semibold">{contact.phoneLabel}</dt>
          <dd>
            <a href={contact.phoneHref} className="text-brand-700 hover:underline">
              {contact.phone}
            </a>
          </dd>
        </dl>
        <Link href={contact.formUrl} className="btn-primary mt-4">
          {contact.formLabel}
        </Link>
      </section>

      <p className="mt-8 text-sm text-muted">
        {disclaimer}{' '}
        <a href={customs.url} className="text-brand-700 hover:underline" rel="noopener">
          {customs.label}
        </a>
      </p>
    </article>
  )
}
