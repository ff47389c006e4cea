import type { KnownErrorCode } from '@contract';
import { FaultSchema, type Fault, type FaultSetting } from '@contract/demo/demo-control.schema';
import type { ErrorStatus } from '../errors';

/*
 * Misbehaviour injected per endpoint from the scenario panel: a delay, then the route's own
 * answer, a catalogue error, a 500, or a network failure.
 */

const STATUS_OF_CODE: Partial<Record<KnownErrorCode, ErrorStatus>> = {
  'error.validation': 400,
  'error.amount_invalid': 400,
  'error.amount_not_whole_number': 400,
  'error.invalid_url': 400,
  'error.url_blocked': 400,
  'error.unauthorized': 401,
  'error.invalid_credentials': 401,
  'error.user_was_blocked': 403,
  'error.forbidden': 403,
  'error.not_found': 404,
  'error.account_not_found': 404,
  'error.payment_in_progress': 409,
  'error.ticket_in_process': 409,
  'error.email_already_registered': 409,
  'error.reference_already_used': 409,
  'error.too_many_login_failures': 429,
  'error.too_many_activation_failures': 429,
  'error.internal': 500,
  'error.service_error': 500,
  'error.we_are_maintaining': 503,
};

/** The status a real server would send with a catalogue code; a refused business rule otherwise. */
export const statusOfErrorCode = (code: KnownErrorCode): ErrorStatus => STATUS_OF_CODE[code] ?? 422;

export interface FaultRegistry {
  get(routeKey: string): Fault | undefined;
  list(): Fault[];
  set(fault: FaultSetting): void;
  clear(routeKey: string): void;
}

export const createFaultRegistry = (
  initial: readonly Fault[] = [],
  onChange: (faults: Fault[]) => void = () => undefined,
): FaultRegistry => {
  const faults = new Map<string, Fault>(initial.map((fault) => [fault.routeKey, fault]));
  const list = () => [...faults.values()].sort((a, b) => a.routeKey.localeCompare(b.routeKey));
  return {
    get: (routeKey) => faults.get(routeKey),
    list,
    set: (fault) => {
      const parsed = FaultSchema.parse(fault);
      faults.set(parsed.routeKey, parsed);
      onChange(list());
    },
    clear: (routeKey) => {
      if (faults.delete(routeKey)) onChange(list());
    },
  };
};
