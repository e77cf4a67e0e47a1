import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from '@/components/transfer/copy-button';

const CLABE = '646180157004829317';

function mockClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

/** Mocks execCommand('copy') and records the text selected when it runs. */
function mockExecCommand(result: boolean) {
  const copied: string[] = [];
  const execCommand = jest.fn(() => {
    copied.push(document.querySelector('textarea')?.value ?? '');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, copied };
}

async function clickCopy() {
  render(<CopyButton text={CLABE} label="CLABE" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copiar CLABE' }));
  });
}

afterEach(() => jest.useRealTimers());

describe('CopyButton', () => {
  it('copies with the Clipboard API and says "Copiado" until the feedback times out', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { execCommand } = mockExecCommand(true);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(CLABE);
    expect(execCommand).not.toHaveBeenCalled();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Copiado');
    expect(status).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(2500));
    expect(status).toBeEmptyDOMElement();
  });

  it('falls back to a hidden textarea when the Clipboard API rejects', async () => {
    mockClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    const { copied } = mockExecCommand(true);
    await clickCopy();
    expect(copied).toEqual([CLABE]);
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('falls back when the Clipboard API is missing and keeps the focus on the button', async () => {
    mockClipboard(undefined);
    const { copied } = mockExecCommand(true);
    render(<CopyButton text={CLABE} label="CLABE" />);
    const button = screen.getByRole('button', { name: 'Copiar CLABE' });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(copied).toEqual([CLABE]);
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('says it could not copy when both ways fail', async () => {
    mockClipboard(undefined);
    mockExecCommand(false);
    await clickCopy();
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo copiar');
  });
});
