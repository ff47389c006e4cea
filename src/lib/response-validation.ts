import type { AppRoute } from '@ts-rest/core';

interface StandardIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}

interface StandardSchemaLike {
  '~standard': {
    validate: (
      value: unknown,
    ) => { issues?: ReadonlyArray<StandardIssue> } | Promise<{ issues?: ReadonlyArray<StandardIssue> }>;
  };
}

const isStandardSchema = (value: unknown): value is StandardSchemaLike =>
  typeof value === 'object' && value !== null && '~standard' in value;

export interface ContractViolation {
  route: string;
  status: number;
  issues: string[];
}

const formatPath = (path: StandardIssue['path']): string =>
  (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') || '(root)';

/**
 * Checks a response against the contract's schema for its status. Returns the
 * violation, or null when the body fits (or the status has no body schema).
 */
export const findContractViolation = async (
  route: AppRoute,
  status: number,
  body: unknown,
): Promise<ContractViolation | null> => {
  const label = `${route.method} ${route.path}`;
  if (!(status in route.responses)) {
    return { route: label, status, issues: [`status ${status} is not declared by the contract`] };
  }
  const schema: unknown = route.responses[status];
  if (!isStandardSchema(schema)) return null;
  const result = await schema['~standard'].validate(body);
  if (!result.issues || result.issues.length === 0) return null;
  return {
    route: label,
    status,
    issues: result.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
  };
};

export const reportContractViolation = (violation: ContractViolation): void => {
  console.error(
    `[contract] ${violation.route} answered ${violation.status} with a body that breaks the contract:\n` +
      violation.issues.map((issue) => `  - ${issue}`).join('\n'),
  );
};
