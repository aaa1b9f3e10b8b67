/**
 * A busy button keeps the keyboard focus of the person who pressed it, says it
 * is working, and does nothing (nor submits its form) until the work is done;
 * a disabled one cannot be reached at all.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

function Saving({ onSave, onSubmit }: { onSave: () => void; onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Note" />
      <Button
        type="submit"
        busy={busy}
        onClick={() => {
          onSave();
          setBusy(true);
        }}
      >
        Save
      </Button>
      <Button onClick={() => setBusy(false)}>Done</Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus while busy, and ignores presses and the Enter of a field until it is done', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onSubmit = vi.fn();
    render(<Saving onSave={onSave} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();

    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.type(screen.getByLabelText('Note'), 'again{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('cannot be pressed or focused when disabled, busy or not', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled busy onClick={onClick}>
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
