import type { PlanFlags } from '@contract/plans/plan-flags';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureOn } from '@/lib/feature-flags';
import { usePlanFlags } from '@/lib/plan-flags';

// The panels and the plans API load only for a seller who sees one: the shell is in every page's first chunk.
const TrialBanner = lazy(() => import('./plan-status-panels').then((module) => ({ default: module.TrialBanner })));
const PlanRequiredPrompt = lazy(() =>
  import('./plan-status-panels').then((module) => ({ default: module.PlanRequiredPrompt })),
);

/** Where a seller who must choose a plan may still go: the plan pages, the wallet and cards, the profile. */
const OPEN_WITHOUT_PLAN = ['/pricing', '/billing', '/reactive-stripe', '/payment', '/profile'];

const isOpenWithoutPlan = (pathname: string): boolean =>
  OPEN_WITHOUT_PLAN.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const gateOf = (flags: PlanFlags | null, pathname: string): 'prompt' | 'trial' | 'none' => {
  if (!flags) return 'none';
  if (flags.outOfTrialAndNeedPlan && !isOpenWithoutPlan(pathname)) return 'prompt';
  return flags.isTrialing ? 'trial' : 'none';
};

/** Waits for the plans texts, which the shell does not carry, then shows what it holds. */
const WithPlanTexts = ({ children }: { children: ReactNode }) => {
  const { ready } = useTranslation('plans', { useSuspense: false });
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
};

/**
 * The shell's plan slot (subscription flag): a trial banner with the days left above the page,
 * and, once the trial is over and a plan is needed (`outOfTrialAndNeedPlan`), a prompt to
 * choose one in place of the page, except on the pages that lead there.
 */
export const PlanStatusGate = ({ pathname, children }: { pathname: string; children: ReactNode }) => {
  const flags = usePlanFlags();
  const gate = isFeatureOn('subscription') ? gateOf(flags, pathname) : 'none';
  if (gate === 'prompt') {
    return (
      <WithPlanTexts>
        <PlanRequiredPrompt />
      </WithPlanTexts>
    );
  }
  // The page keeps its place in the tree whether or not the banner shows, so it never remounts.
  return (
    <>
      {gate === 'trial' ? (
        <WithPlanTexts>
          <TrialBanner />
        </WithPlanTexts>
      ) : null}
      {children}
    </>
  );
};
