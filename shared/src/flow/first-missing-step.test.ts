import { describe, expect, it } from '@rstest/core';
import { type FlowStep, firstMissingStep, stepToShow } from './first-missing-step';

interface Draft {
  services: string[];
  start?: string;
  contact?: { email: string };
}
type Step = 'services' | 'time' | 'contact' | 'booking';
const steps: FlowStep<Draft, Step>[] = [
  { id: 'services', isDone: (d) => d.services.length > 0 },
  { id: 'time', isDone: (d) => d.start !== undefined },
  { id: 'contact', isDone: (d) => d.contact !== undefined },
  { id: 'booking', isDone: () => false },
];

describe('firstMissingStep', () => {
  it('is the first step without its choice', () => {
    expect(firstMissingStep(steps, { services: [] })).toBe('services');
    expect(firstMissingStep(steps, { services: ['cut'] })).toBe('time');
  });

  it('is undefined when every step is done', () => {
    expect(firstMissingStep(steps.slice(0, 3), { services: ['cut'], start: 'x', contact: { email: 'a@b.c' } })).toBe(
      undefined,
    );
  });
});

describe('stepToShow', () => {
  it('sends a deep link to the contact step without a time to the time step', () => {
    expect(stepToShow(steps, { services: ['cut'] }, 'contact')).toBe('time');
  });

  it('opens the requested step when the steps before it are done, even if later ones are not', () => {
    expect(stepToShow(steps, { services: ['cut'], start: 'x' }, 'contact')).toBe('contact');
  });

  it('lets the first step open with an empty draft', () => {
    expect(stepToShow(steps, { services: [] }, 'services')).toBe('services');
  });
});
