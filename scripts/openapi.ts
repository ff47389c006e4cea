import { documentWithExamples } from './openapi/examples';

// `npm run openapi`: the contract's OpenAPI document, with answers of the verified-seller scenario as examples.
process.stdout.write(`${JSON.stringify(await documentWithExamples(), null, 2)}\n`);
