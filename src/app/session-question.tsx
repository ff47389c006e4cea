import { lazy, Suspense, useCallback } from 'react';
import { loadScreenNamespaces } from '@/lib/i18n';
import { setSessionQuestion, useSessionQuestion } from '@/lib/session-question';

// Fetched only when a sign-in link for another account raised a question.
const SessionQuestionView = lazy(() =>
  Promise.all([import('./session-question-view'), loadScreenNamespaces('session-switch')]).then(([module]) => ({
    default: module.SessionQuestionView,
  })),
);

/** Shows the question a sign-in link for another account raised, on any page, until it is answered. */
export const SessionQuestionHost = () => {
  const question = useSessionQuestion();
  const done = useCallback(() => setSessionQuestion(null), []);
  return question ? (
    <Suspense fallback={null}>
      <SessionQuestionView question={question} onDone={done} />
    </Suspense>
  ) : null;
};
