import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/client-area/login-form';
import { answer } from '../../fixtures/json-response';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => {
  localStorage.clear();
  replace.mockClear();
  window.history.replaceState(null, '', '/login-cliente');
  global.fetch = jest.fn();
});

describe('LoginForm', () => {
  it('explains in Spanish what is missing or malformed, without calling the API', async () => {
    render(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveFocus();
    await submit('lucia-arroba-cafe', 'x');
    expect(
      screen.getByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.'),
    ).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('refuses an e-mail no account can have, saying why, and sends an internationalised one', async () => {
    render(<LoginForm />);
    await submit('josé@ejemplo.mx', 'clave-correcta');
    expect(
      screen.getByText('Escribe un correo válido: sin acentos ni espacios antes de la @.'),
    ).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();

    jest.mocked(global.fetch).mockReturnValue(answer(200, { token: 'abc', expiresAt: 1 }));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.clear(email);
    await userEvent.type(email, 'contacto@diseño.mx');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('stores the token and follows a same-origin ?next=', async () => {
    window.history.replaceState(null, '', '/login-cliente?next=/panel-cliente%3Fv%3D1');
    jest.mocked(global.fetch).mockReturnValue(answer(200, { token: 'abc', expiresAt: 1 }));
    render(<LoginForm />);
    await submit('lucia@cafealtura.mx', 'clave-correcta');
    expect(localStorage.getItem('clientToken')).toBe('abc');
    expect(replace).toHaveBeenCalledWith('/panel-cliente?v=1');
  });

  it('ignores a ?next= that leaves the site', async () => {
    window.history.replaceState(null, '', '/login-cliente?next=//evil.com');
    jest.mocked(global.fetch).mockReturnValue(answer(200, { token: 'abc', expiresAt: 1 }));
    render(<LoginForm />);
    await submit('lucia@cafealtura.mx', 'clave-correcta');
    expect(replace).toHaveBeenCalledWith('/panel-cliente');
  });

  it.each([
    [
      () => answer(401, { error: 'x' }),
      'El correo o la contraseña no son correctos. Revisa tus datos e intenta de nuevo.',
    ],
    [
      () => answer(429, { error: 'x' }, { 'Retry-After': '600' }),
      'Hiciste demasiados intentos. Por seguridad, vuelve a intentarlo en 10 minutos.',
    ],
    [
      () => answer(429, { error: 'x', limit: 'cuenta' }, { 'Retry-After': '600' }),
      'Hubo demasiados intentos fallidos con este correo desde otros lugares. Por seguridad, en este navegador vuelve a intentarlo en 10 minutos; en uno donde ya entraste antes puedes intentar ahora.',
    ],
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
    ],
  ])('says what went wrong and forgets the password (%#)', async (respond, message) => {
    jest.mocked(global.fetch).mockImplementation(respond);
    render(<LoginForm />);
    await submit('lucia@cafealtura.mx', 'clave-equivocada');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(localStorage.getItem('clientToken')).toBeNull();
  });

  it('goes straight to the panel when a session already exists', () => {
    localStorage.setItem('clientToken', 'abc');
    render(<LoginForm />);
    expect(replace).toHaveBeenCalledWith('/panel-cliente');
  });

  it('shows and hides the password', async () => {
    render(<LoginForm />);
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
