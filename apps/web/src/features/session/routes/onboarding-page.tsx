import { needsPlanStep, SESSION_MESSAGES, type ClientOnboarding } from '@clubspace/contract';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { dropUserData, endSession, needsOnboarding, sessionQuery, useStaffProfile } from '../../../lib/session';
import { completeOnboarding } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';
import { OnboardingFinishStep } from '../components/onboarding-finish-step';
import { OnboardingOfficeStep, type OfficeValues } from '../components/onboarding-office-step';
import { OnboardingPlanStep } from '../components/onboarding-plan-step';
import { OnboardingRoleStep, type OnboardingRole } from '../components/onboarding-role-step';

type Step = 'role' | 'office' | 'plan' | 'finish';
const EMPTY_OFFICE: OfficeValues = { club: '', visibility: '', employees: '' };
const TITLES: Record<Step, string> = {
  role: 'What kind of space do you run?',
  office: 'Your main office',
  plan: 'Choose your plan',
  finish: 'Almost done',
};
const STEP_LABELS: Record<Step, string> = { role: 'Space type', office: 'Main office', plan: 'Plan', finish: 'Get started' };

/** The wizard's steps for the choices made so far: the plan step appears only when the role and visibility need it. */
function stepsFor(role: OnboardingRole | null, visibility: string): Step[] {
  return role && needsPlanStep(role, visibility) ? ['role', 'office', 'plan', 'finish'] : ['role', 'office', 'finish'];
}

/** Seed 1 §2.5: role → office and visibility → plan (private with private/hybrid only) → e-mail and finish. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useStaffProfile();
  const [step, setStep] = useState<Step>('role');
  const [role, setRole] = useState<OnboardingRole | null>(null);
  const [office, setOffice] = useState<OfficeValues>(EMPTY_OFFICE);
  const [plan, setPlan] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = async (email: string) => {
    if (!role) return setStep('role');
    const body: ClientOnboarding = {
      role,
      club: office.club,
      visibility: office.visibility as ClientOnboarding['visibility'],
      email,
      employees: office.employees === '' ? undefined : Number(office.employees),
      plan,
    };
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

  return (
    <AuthFrame title={TITLES[step]} wide>
      <Stepper activeStep={stepsFor(role, office.visibility).indexOf(step)} alternativeLabel sx={{ mb: 4 }} aria-label="Onboarding steps">
        {stepsFor(role, office.visibility).map((s) => (
          <Step key={s}>
            <StepLabel>{STEP_LABELS[s]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'role' && (
        <OnboardingRoleStep
          onChoose={(r) => {
            setRole(r);
            setStep('office');
          }}
        />
      )}
      {step === 'office' && role && (
        <OnboardingOfficeStep
          role={role}
          values={office}
          onBack={() => {
            // Back to the role choice forgets role, visibility and office name (seed 1 §2.5).
            setRole(null);
            setOffice(EMPTY_OFFICE);
            setPlan(null);
            setStep('role');
          }}
          onNext={(values) => {
            setOffice(values);
            const plans = needsPlanStep(role, values.visibility);
            if (!plans) setPlan(null);
            setStep(plans ? 'plan' : 'finish');
          }}
        />
      )}
      {step === 'plan' && (
        <OnboardingPlanStep
          onBack={() => setStep('office')}
          onChoose={(slug) => {
            setPlan(slug);
            setStep('finish');
          }}
        />
      )}
      {step === 'finish' && role && (
        <OnboardingFinishStep
          key={profile.data?.email ?? ''}
          initialEmail={profile.data?.email ?? ''}
          busy={busy}
          onBack={() => setStep(needsPlanStep(role, office.visibility) ? 'plan' : 'office')}
          onFinish={finish}
        />
      )}
    </AuthFrame>
  );
}
