import { useState } from 'react';
import { getAppConfig } from '@/lib/config';
import { useDemo } from '@/lib/demo';
import { rememberRegisteredAccount } from '../api/registered-account';
import type { AuthNotice } from './auth-notices';
import { RegisterForm, type RegisteredAccount } from './register-form';
import { VerificationExpired } from './verification-expired';
import { VerifyCodeStep } from './verify-code-step';

type RegisterStep =
  | { kind: 'form'; attempt: number }
  | { kind: 'verify'; email: string; codeLength: number; resendAfterSeconds: number }
  | { kind: 'expired' };

export interface RegisterFlowProps {
  referralCode?: string | undefined;
  /** Sign-up is over without a session (skipped, not needed, or a code already used): go to login. */
  onFinished: (email: string, notice: AuthNotice) => void;
  /** The code completed the registration and the new seller is signed in: on to onboarding. */
  onSignedIn: () => void;
}

/** Register, then the e-mailed code on the same page, or the expired screen and a fresh form. */
export const RegisterFlow = ({ referralCode, onFinished, onSignedIn }: RegisterFlowProps) => {
  const [step, setStep] = useState<RegisterStep>({ kind: 'form', attempt: 0 });
  const demo = useDemo();

  const onRegistered = (account: RegisteredAccount) => {
    // The server says whether a code was sent; a brand with verification off never asks for one.
    if (!getAppConfig().brand.flags.emailVerification.enabled || !account.verificationRequired) {
      onFinished(account.email, 'accountCreated');
      return;
    }
    setStep({ kind: 'verify', ...account });
  };

  switch (step.kind) {
    case 'form':
      // A new key after "sign up again" gives an empty form and a fresh robot check.
      return <RegisterForm key={step.attempt} referralCode={referralCode} onRegistered={onRegistered} />;
    case 'verify':
      return (
        <VerifyCodeStep
          email={step.email}
          codeLength={step.codeLength}
          resendAfterSeconds={step.resendAfterSeconds}
          onVerified={(signedIn) => {
            if (demo) rememberRegisteredAccount({ scenarioId: demo.scenario.id, email: step.email });
            if (signedIn) onSignedIn();
            else onFinished(step.email, 'emailVerified');
          }}
          onExpired={() => setStep({ kind: 'expired' })}
          onVerifyLater={() => onFinished(step.email, 'verifyLater')}
        />
      );
    case 'expired':
      return <VerificationExpired onSignUpAgain={() => setStep({ kind: 'form', attempt: Date.now() })} />;
  }
};
