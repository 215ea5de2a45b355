import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalBody } from 'reactstrap';
import { Dialog } from './Dialog';

/** Opens a dialog for a user whose reduced-motion setting is `reduce` (jsdom has no media queries of its own). */
function openDialog({ reduce }: { reduce: boolean }): HTMLElement {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
  render(
    <Dialog isOpen labelledBy="title">
      <ModalBody id="title">Saved</ModalBody>
    </Dialog>,
  );
  return screen.getByRole('dialog');
}

describe('a dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fades in for a user who states no preference', () => {
    expect(openDialog({ reduce: false }).classList).toContain('fade');
  });

  it('opens at once, without a fade, for a user who asks for less motion', () => {
    const dialog = openDialog({ reduce: true });
    expect(dialog.classList).not.toContain('fade');
    expect(dialog.style.display).toBe('block');
  });
});
