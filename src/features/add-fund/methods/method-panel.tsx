import { lazy, Suspense } from 'react';
import { TableSkeleton } from '@/components/page-skeleton';
import type { MethodPanelProps } from '../flow/top-up-order';
import { PANEL_KIND, type PanelKind } from './catalogue';

/* Each method's code loads when its pay step opens: the card provider's SDK, QR codes and so on stay out of the page. */
const PANELS: Record<PanelKind, React.ComponentType<MethodPanelProps>> = {
  card: lazy(() => import('./card/card-panel').then((module) => ({ default: module.CardPanel }))),
  payoneer: lazy(() => import('./payoneer/payoneer-panel').then((module) => ({ default: module.PayoneerPanel }))),
  token: lazy(() => import('./token/token-panel').then((module) => ({ default: module.TokenPanel }))),
  vietqr: lazy(() => import('./vietqr/vietqr-panel').then((module) => ({ default: module.VietqrPanel }))),
  tazapay: lazy(() => import('./hosted/tazapay-panel').then((module) => ({ default: module.TazapayPanel }))),
  lianlian: lazy(() => import('./hosted/lianlian-panel').then((module) => ({ default: module.LianlianPanel }))),
  airwallex: lazy(() => import('./hosted/airwallex-panel').then((module) => ({ default: module.AirwallexPanel }))),
  payfast: lazy(() => import('./hosted/payfast-panel').then((module) => ({ default: module.PayfastPanel }))),
  bankRedirect: lazy(() =>
    import('./hosted/bank-redirect-panel').then((module) => ({ default: module.BankRedirectPanel })),
  ),
  ticket: lazy(() => import('./ticket/ticket-panel').then((module) => ({ default: module.TicketPanel }))),
};

export const MethodPanel = ({ order }: MethodPanelProps) => {
  const Panel = PANELS[PANEL_KIND[order.method]];
  return (
    <Suspense fallback={<TableSkeleton rows={4} />}>
      <Panel order={order} />
    </Suspense>
  );
};
