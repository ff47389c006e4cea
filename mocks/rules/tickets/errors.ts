import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Tickets (and the admin decisions on them). */

/** A ticket of the same kind still waits for an admin (setup cost). */
export class TicketInProcess extends Data.TaggedError('TicketInProcess')<{ readonly ticketId: string }> {
  answer(): Answer {
    return { code: 'error.ticket_in_process', status: 409 };
  }
}

/** An admin decision on a ticket (or verification) that is already settled. */
export class TicketNotOpen extends Data.TaggedError('TicketNotOpen')<{
  readonly ticketId: string;
  readonly status: string;
}> {
  answer(): Answer {
    return { code: 'error.validation', status: 409 };
  }
}

/** A top-up method a ticket cannot carry (Tazapay is paid at its checkout). */
export class TicketMethodNotAllowed extends Data.TaggedError('TicketMethodNotAllowed')<{ readonly method: 'tazapay' }> {
  answer(): Answer {
    return { code: 'error.validation', status: 400, detail: 'Tazapay top-ups are paid at its checkout' };
  }
}

/** A recharge ticket without a ticket payment method cannot be approved. */
export class TicketWithoutMethod extends Data.TaggedError('TicketWithoutMethod')<{ readonly ticketId: string }> {
  answer(): Answer {
    return { code: 'error.validation', status: 409, detail: 'The recharge ticket has no ticket payment method' };
  }
}
