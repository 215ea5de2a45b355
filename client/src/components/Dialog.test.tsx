import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalBody } from 'reactstrap';
import { Dialog } from './Dialog';

/** jsdom has no media queries: this answers the reduced-motion one as a user's setting would. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('a dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fades in for a user who states no preference', () => {
    prefersReducedMotion(false);
    render(
      <Dialog isOpen labelledBy="title">
        <ModalBody id="title">Saved</ModalBody>
      </Dialog>,
    );
    expect(screen.getByRole('dialog').classList).toContain('fade');
  });

  it('opens at once, without a fade, for a user who asks for less motion', () => {
    prefersReducedMotion(true);
    render(
      <Dialog isOpen labelledBy="title">
        <ModalBody id="title">Saved</ModalBody>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.classList).not.toContain('fade');
    expect(dialog.style.display).toBe('block');
  });
});
