import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordChange } from '@/components/client-area/password-change';
import { changeClientPassword } from '@/lib/client-area/client-api';

jest.mock('@/lib/client-area/client-api', () => ({
  ...jest.requireActual('@/lib/client-area/client-api'),
  changeClientPassword: jest.fn(),
}));
const change = jest.mocked(changeClientPassword);

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Contraseña actual'), current);
  if (next) await user.type(screen.getByLabelText('Contraseña nueva'), next);
  if (repeat) await user.type(screen.getByLabelText('Repite la contraseña nueva'), repeat);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

beforeEach(() => change.mockReset());

describe('PasswordChange', () => {
  it('explains a weak or mismatched new password in Spanish without calling the API', async () => {
    render(<PasswordChange token="token-de-prueba" />);
    await fill('clave-actual-1', 'corta1');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      expect.stringMatching(/Usa al menos 10 caracteres/),
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses two new passwords that differ', async () => {
    render(<PasswordChange token="token-de-prueba" />);
    await fill('clave-actual-1', 'tortas-de-nata-2027', 'tortas-de-nata-2028');
    expect(screen.getByText('Las dos contraseñas nuevas no coinciden.')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('sends both passwords with the session and confirms, clearing the form', async () => {
    change.mockResolvedValue({ kind: 'ok' });
    render(<PasswordChange token="token-de-prueba" />);
    await fill('clave-actual-1', 'tortas-de-nata-2027');
    expect(change).toHaveBeenCalledWith('token-de-prueba', {
      currentPassword: 'clave-actual-1',
      newPassword: 'tortas-de-nata-2027',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: tu contraseña cambió y cerramos tus sesiones en otros dispositivos.',
    );
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });

  it('marks a wrong current password on its field and says when to retry after too many', async () => {
    change.mockResolvedValueOnce({ kind: 'wrong-current' });
    render(<PasswordChange token="token-de-prueba" />);
    await fill('no-es-la-clave-1', 'tortas-de-nata-2027');
    expect(await screen.findByText('Tu contraseña actual no es correcta.')).toBeInTheDocument();
    change.mockResolvedValueOnce({ kind: 'rate-limited', retryAfterSeconds: 600 });
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo en 10 minutos.',
    );
  });
});
