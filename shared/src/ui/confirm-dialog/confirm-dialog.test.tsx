import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { ConfirmDialog } from './confirm-dialog';

function CancelAppointment({ answers }: { answers: string[] }) {
  const [open, setOpen] = useState(false);
  const answer = (value: string) => {
    answers.push(value);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel appointment
      </button>
      <ConfirmDialog
        open={open}
        title="Cancel this appointment?"
        confirmLabel="Yes, cancel"
        cancelLabel="No, keep"
        onConfirm={() => answer('yes')}
        onCancel={() => answer('no')}
      >
        <p>The salon will be told.</p>
      </ConfirmDialog>
    </>
  );
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Cancel appointment' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return opener;
}

describe('ConfirmDialog', () => {
  it('opens as a modal dialog named by its question, with focus on the safe answer', async () => {
    renderWithIntl(<CancelAppointment answers={[]} />);
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The salon will be told.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep' }));
  });

  it('answers yes, closes and gives focus back to the button that opened it', async () => {
    const answers: string[] = [];
    renderWithIntl(<CancelAppointment answers={answers} />);
    const opener = await openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' })));
    expect(answers).toEqual(['yes']);
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('answers no when Escape cancels it (the browser fires "cancel") and gives focus back', async () => {
    const answers: string[] = [];
    renderWithIntl(<CancelAppointment answers={answers} />);
    const opener = await openDialog();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(answers).toEqual(['no']);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('has no axe violations while open', async () => {
    const { container } = renderWithIntl(<CancelAppointment answers={[]} />);
    await openDialog();
    expect(await axeViolations(container)).toEqual([]);
  });
});
