/**
 * Values checked against the published document's own JSON Schemas, by ajv (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1) rather than by the zod schemas they were generated from: what another
 * team's validator would say.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './generate';

/** A made-up address for the document, so that its local references resolve inside it. */
const DOCUMENT_ID = 'https://openapi.invalid/openapi.json';

/** A JSON pointer into the document from its segments: "/" and "~" escaped. */
export const jsonPointer = (...segments: ReadonlyArray<string | number>): string =>
  `#${segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;

const describeError = ({ instancePath, message }: ErrorObject): string => `${instancePath || '(root)'} ${message}`;

export interface DocumentValidator {
  /** What the schema at `pointer` (e.g. "#/components/schemas/User") refuses in `value`: one line per error; empty when it accepts it. */
  errors(pointer: string, value: unknown): string[];
}

export const documentValidator = (document: OpenApiDocument): DocumentValidator => {
  // Not strict: the document holds more than schemas, and OpenAPI's own keywords (`example`) beside them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // A file of a multipart body: bytes, which no JSON value is.
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...structuredClone(document), $id: DOCUMENT_ID });
  return {
    errors: (pointer, value) => {
      const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer} in the document`);
      return validate(value) ? [] : (validate.errors ?? []).map(describeError);
    },
  };
};
