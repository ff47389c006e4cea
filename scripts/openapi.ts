import { generateContractOpenApi } from './openapi/generate';

process.stdout.write(`${JSON.stringify(generateContractOpenApi(), null, 2)}\n`);
