import { c } from '../common/contract-builder';
import { airwallexContract } from './airwallex.contract';
import { bankRedirectContract } from './bank-redirect.contract';
import { lianlianContract } from './lianlian.contract';
import { localBankContract } from './local-bank.contract';
import { payfastContract } from './payfast.contract';
import { payoneerContract } from './payoneer.contract';
import { stripeContract } from './stripe.contract';
import { tazapayContract } from './tazapay.contract';
import { tokenContract } from './token.contract';
import { vietqrContract } from './vietqr.contract';

/** Every payment provider's routes; one router per provider. */
export const paymentsContract = c.router({
  stripe: stripeContract,
  token: tokenContract,
  airwallex: airwallexContract,
  tazapay: tazapayContract,
  lianlian: lianlianContract,
  localBank: localBankContract,
  vietqr: vietqrContract,
  payfast: payfastContract,
  bankRedirect: bankRedirectContract,
  payoneer: payoneerContract,
});
