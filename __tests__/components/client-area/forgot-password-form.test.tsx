import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from '@/components/client-area/forgot-password-form';
import { LoginForm } from '@/components/client-area/login-form';
import { answer } from '../../fixtures/json-response';

const SENT =
  'Si hay una cuenta con lucia@cafealtura.mx, te enviamos un enlace para elegir una contraseña nueva. El enlace vence en 1 hora y sirve una sola vez.';

async function ask(email: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Correo electrónico' });
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
  return user;
}

const sentBodies = () =>
  jest.mocked(global.fetch).mock.calls.map(([url, init]) => [String(url), String(init?.body)]);

beforeEach(() => {
  global.fetch = jest.fn(() => answer(202, { message: 'Si hay una cuenta con ese correo…' }));
});

describe('ForgotPasswordForm', () => {
  it('is reached from the login form', () => {
    render(<LoginForm />);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/login-cliente/recuperar',
    );
  });

  it('checks the e-mail with the login form’s messages before asking', async () => {
    render(<ForgotPasswordForm />);
    await ask('');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Escribe tu correo electrónico.',
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveFocus();
    await ask('lucia-arroba-cafe');
    expect(
      screen.getByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.'),
    ).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('gives the same answer for any address, with where to look, and a way back', async () => {
    render(<ForgotPasswordForm />);
    const user = await ask(' lucia@cafealtura.mx ');
    const heading = await screen.findByRole('heading', { name: 'Revisa tu correo' });
    expect(heading).toHaveFocus();
    const answerCard = screen.getByRole('region', { name: 'Revisa tu correo' });
    expect(answerCard).toHaveTextContent(SENT);
    expect(answerCard).toHaveTextContent('revisa tu carpeta de spam');
    expect(sentBodies()).toEqual([['/api/auth/olvide', '{"email":"lucia@cafealtura.mx"}']]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login-cliente',
    );

    await user.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
  });

  it.each([
    [
      () => answer(429, { error: 'x' }, { 'Retry-After': '600' }),
      'Recibimos demasiadas solicitudes desde tu red. Por seguridad, vuelve a intentarlo en 10 minutos.',
    ],
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
    ],
  ])('says what went wrong and keeps the form (%#)', async (respond, message) => {
    jest.mocked(global.fetch).mockImplementation(respond);
    render(<ForgotPasswordForm />);
    await ask('lucia@cafealtura.mx');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'lucia@cafealtura.mx',
    );
  });

  it('marks the field when the API refuses the address', async () => {
    jest.mocked(global.fetch).mockImplementation(() => answer(400, { error: 'x' }));
    render(<ForgotPasswordForm />);
    await ask('lucia@cafealtura.mx');
    expect(
      await screen.findByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
