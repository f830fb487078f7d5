import { needsPlanStep } from '@clubspace/contract';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { OnboardingRole } from './onboarding-role-step';

export type OnboardingStep = 'role' | 'office' | 'plan' | 'finish';

const STEP_LABELS: Record<OnboardingStep, string> = { role: 'Space type', office: 'Main office', plan: 'Plan', finish: 'Get started' };

/** The wizard's steps for the choices made so far: the plan step appears only when the role and visibility need it. */
export function stepsFor(role: OnboardingRole | null, visibility: string): OnboardingStep[] {
  return role && needsPlanStep(role, visibility) ? ['role', 'office', 'plan', 'finish'] : ['role', 'office', 'finish'];
}

/** The onboarding wizard's progress: the steps of the choices made so far, the current one active. */
export function OnboardingStepper({ step, role, visibility }: { step: OnboardingStep; role: OnboardingRole | null; visibility: string }) {
  const steps = stepsFor(role, visibility);
  return (
    <Stepper activeStep={steps.indexOf(step)} alternativeLabel sx={{ mb: 4 }} aria-label="Onboarding steps">
      {steps.map((s) => (
        <Step key={s}>
          <StepLabel>{STEP_LABELS[s]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
