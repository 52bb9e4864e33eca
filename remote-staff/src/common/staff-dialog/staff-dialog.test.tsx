import { axeViolations } from '@booking/shared/testing/check-axe';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import en from '../../i18n/en.json';
import { StaffDialog } from './staff-dialog';

/** A calendar button that opens the dialog (as a route would mount it) and a confirm inside it. */
function Calendar({ closes }: { closes: string[] }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        New appointment
      </button>
      {open && (
        <StaffDialog
          title="Walk-in"
          onClose={() => {
            closes.push('closed');
            setOpen(false);
          }}
        >
          <button type="button" onClick={() => setAsking(true)}>
            Cancel appointment
          </button>
          <ConfirmDialog
            open={asking}
            title="Cancel this appointment?"
            confirmLabel="Yes, cancel"
            cancelLabel="No, keep it"
            onConfirm={() => setAsking(false)}
            onCancel={() => setAsking(false)}
          />
        </StaffDialog>
      )}
    </main>
  );
}

async function openFrom(closes: string[]) {
  renderWithIntl(<Calendar closes={closes} />, en);
  const opener = screen.getByRole('button', { name: 'New appointment' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return opener;
}

const escapeOn = (element: Element) => act(async () => fireEvent(element, new Event('cancel', { cancelable: true })));

describe('StaffDialog', () => {
  it('opens modal, named by its title, with focus on the title', async () => {
    await openFrom([]);
    const dialog = screen.getByRole('dialog', { name: 'Walk-in' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Walk-in' }));
  });

  it('closes on Escape and on its close button, and focus goes back to the opener', async () => {
    const closes: string[] = [];
    const opener = await openFrom(closes);
    await escapeOn(screen.getByRole('dialog', { name: 'Walk-in' }));
    expect(closes).toEqual(['closed']);
    await act(async () => new Promise<void>((resolve) => queueMicrotask(resolve)));
    expect(document.activeElement).toBe(opener);

    await act(async () => fireEvent.click(opener));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(closes).toEqual(['closed', 'closed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when Escape answers a confirm dialog inside it', async () => {
    const closes: string[] = [];
    await openFrom(closes);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' })));
    await escapeOn(screen.getByRole('dialog', { name: 'Cancel this appointment?' }));
    expect(closes).toEqual([]);
    expect((screen.getByRole('dialog', { name: 'Walk-in' }) as HTMLDialogElement).open).toBe(true);
  });

  it('has no axe violations while open', async () => {
    await openFrom([]);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
