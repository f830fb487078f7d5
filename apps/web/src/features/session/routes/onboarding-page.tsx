import { needsPlanStep, type ClientOnboarding } from '@clubspace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { dropUserData, useStaffProfile } from '../../../lib/session';
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
      dropUserData(queryClient); // the client is no longer pending; the next login must read a fresh session
      navigate('/login');
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={TITLES[step]} wide>
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
