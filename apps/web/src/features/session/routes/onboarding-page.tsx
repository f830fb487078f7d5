import { needsPlanStep, type ClientOnboarding } from '@clubspace/contract';
import { useState } from 'react';
import { useStaffProfile } from '../../../lib/session';
import { useCompleteOnboarding } from '../api/use-complete-onboarding';
import { AuthFrame } from '../components/auth-frame';
import { OnboardingFinishStep } from '../components/onboarding-finish-step';
import { OnboardingOfficeStep, type OfficeValues } from '../components/onboarding-office-step';
import { OnboardingPlanStep } from '../components/onboarding-plan-step';
import { OnboardingRoleStep, type OnboardingRole } from '../components/onboarding-role-step';
import { OnboardingStepper, type OnboardingStep } from '../components/onboarding-stepper';

const EMPTY_OFFICE: OfficeValues = { club: '', visibility: '', employees: '' };
const TITLES: Record<OnboardingStep, string> = {
  role: 'What kind of space do you run?',
  office: 'Your main office',
  plan: 'Choose your plan',
  finish: 'Almost done',
};

/** Seed 1 §2.5: role → office and visibility → plan (private with private/hybrid only) → e-mail and finish. */
export default function OnboardingPage() {
  const profile = useStaffProfile();
  const [step, setStep] = useState<OnboardingStep>('role');
  const [role, setRole] = useState<OnboardingRole | null>(null);
  const [office, setOffice] = useState<OfficeValues>(EMPTY_OFFICE);
  const [plan, setPlan] = useState<string | null>(null);
  const { busy, complete } = useCompleteOnboarding();

  const finish = (email: string) => {
    if (!role) return setStep('role');
    const employees = office.employees === '' ? undefined : Number(office.employees);
    const visibility = office.visibility as ClientOnboarding['visibility'];
    void complete({ role, club: office.club, visibility, email, employees, plan });
  };

  return (
    <AuthFrame title={TITLES[step]} wide>
      <OnboardingStepper step={step} role={role} visibility={office.visibility} />
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
