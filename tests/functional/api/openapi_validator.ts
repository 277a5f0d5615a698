import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { Validator } from '@seriousme/openapi-schema-validator'
import { openApiDocument } from '#services/api/openapi'

/**
 * Checks API responses against the served OpenAPI document: the document itself with
 * @seriousme/openapi-schema-validator, each body with Ajv (JSON Schema 2020-12, as OpenAPI 3.1
 * uses) against its operation's response schema, $refs resolved inside the document.
 */
const DOCUMENT_ID = 'https://karvan.test/openapi.json'
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
ajv.addSchema({ ...structuredClone(openApiDocument), $id: DOCUMENT_ID } as object)

/** The document's own validity (errors listed when invalid). */
export async function validateDocument(document: unknown) {
  return new Validator().validate(structuredClone(document) as Parameters<Validator['validate']>[0])
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

/**
 * Throws unless `body` matches the schema of `status` for GET `path` (a path template of the
 * document, e.g. `/products/{id}`); response $refs (#/components/responses/…) are followed.
 */
export function assertConforms(path: string, status: number, body: unknown) {
  const operation = (openApiDocument.paths as Record<string, any>)[path]?.get
  if (!operation) throw new Error(`No GET ${path} in the document`)
  let response = operation.responses[String(status)]
  if (!response) throw new Error(`GET ${path} documents no ${status} response`)
  let location = `#/${pointer('paths', path, 'get', 'responses', String(status))}`
  if (response.$ref) {
    location = response.$ref
    const name = response.$ref.split('/').pop()
    response = (openApiDocument.components.responses as Record<string, any>)[name]
  }
  if (!response.content) throw new Error(`GET ${path} ${status} has no body`)
  const validate = ajv.getSchema(`${DOCUMENT_ID}${location}/content/application~1json/schema`)
  if (!validate) throw new Error(`No schema at ${location}`)
  if (!validate(body))
    throw new Error(
      `GET ${path} ${status} does not conform: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`
    )
}
