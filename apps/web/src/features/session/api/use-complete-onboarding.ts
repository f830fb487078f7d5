import { SESSION_MESSAGES, type ClientOnboarding } from '@clubspace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { dropUserData, endSession, needsOnboarding, sessionQuery } from '../../../lib/session';
import { completeOnboarding } from './session-api';

/**
 * PUT /api/client/ with the wizard's answers, then into the app: the session is read afresh (the client is no longer
 * pending) and the owner goes straight to the dashboard while the login still holds, or logs in again otherwise.
 */
export function useCompleteOnboarding() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const complete = async (body: ClientOnboarding) => {
    setBusy(true);
    try {
      await completeOnboarding(body);
      dropUserData(queryClient); // the client is no longer pending: read the session afresh
      // Say what happened, and go straight in while the login still holds; otherwise log in again.
      const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
      if (session && !needsOnboarding(session)) {
        notifySuccess(SESSION_MESSAGES.onboardingDone);
        navigate('/dashboard', { replace: true });
      } else {
        endSession(queryClient);
        notifySuccess(SESSION_MESSAGES.onboardingLogin);
        navigate('/login', { replace: true });
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return { busy, complete };
}
