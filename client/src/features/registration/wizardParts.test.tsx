import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProgressSteps } from './ProgressSteps';
import { SubmittedFacts } from './SubmittedFacts';

const STEPS = [
  { label: 'Student', done: true },
  { label: 'Parent', done: false },
  { label: 'Terms', done: false },
];

describe('ProgressSteps', () => {
  it('marks the finished steps for everyone and the current one for screen readers', async () => {
    await renderWithProviders(<ProgressSteps steps={STEPS} current={1} numbered />);
    const items = within(screen.getByRole('navigation', { name: 'Registration progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓1 Student (completed)', '22 Parent', '33 Terms']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('leaves the numbers out of the labels when asked', async () => {
    await renderWithProviders(<ProgressSteps steps={STEPS} current={0} numbered={false} />);
    expect(screen.getAllByRole('listitem')[2]!.textContent).toBe('3Terms');
  });
});

describe('SubmittedFacts', () => {
  const facts = (expectedWaitDays: number | null, showWait = true) => (
    <SubmittedFacts
      submitted={{ reference: 'T-7KX4M9PQ', expectedWaitDays }}
      next="We will review it."
      showWait={showWait}
    />
  );

  it('gives the reference left to right, the expected wait, what happens next and where to manage it', async () => {
    await renderWithProviders(facts(12));
    const reference = screen.getByText('T-7KX4M9PQ');
    expect(reference.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(/^About 12 days:/)).toBeTruthy();
    expect(screen.getByText('We will review it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage my application' }).getAttribute('href')).toBe('/manage');
  });

  it('says when the wait cannot be estimated, and leaves it out for volunteers', async () => {
    const { unmount } = await renderWithProviders(facts(null));
    expect(screen.getByText('We cannot say yet. We will write to you.')).toBeTruthy();
    unmount();
    await renderWithProviders(facts(5, false));
    expect(screen.queryByText('Expected wait for a tutor')).toBeNull();
  });

  it("uses the language's plural forms", async () => {
    await renderWithProviders(facts(2), { locale: 'ar' });
    expect(screen.getByText(/^نحو يومين:/)).toBeTruthy();
  });
});
