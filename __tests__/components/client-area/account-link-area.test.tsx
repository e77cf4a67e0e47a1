import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLinkArea } from '@/components/client-area/account-link-area';
import { answer } from '../../fixtures/json-response';

const TOKEN = 'Qm9sZXRvLWRlLXBydWViYS1kZS1lbmxhY2UtMjAyNg';
const HELP = {
  text: '¿Era tu invitación al área de clientes? Pide a la agencia que te la reenvíe.',
  linkLabel: 'Pedir la invitación por WhatsApp',
  url: 'https://wa.me/5215512345678?text=Hola',
};
const inAnHour = Date.now() + 60 * 60 * 1000;
const invitation = { purpose: 'invitacion', name: 'Ana Pérez', email: 'ana@huerta.mx' };

type Reply = () => ReturnType<typeof answer>;
let linkReply: Reply;
let passwordReply: Reply;

const calls = () =>
  jest.mocked(global.fetch).mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String(init?.body)) as unknown,
  }));

function open(hash: string) {
  window.history.replaceState(null, '', `/login-cliente/nueva-contrasena${hash}`);
  return render(<AccountLinkArea invitationHelp={HELP} />);
}

async function choose(next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Contraseña nueva'), next);
  await user.type(screen.getByLabelText('Repite la contraseña nueva'), repeat);
  await user.click(screen.getByRole('button', { name: 'Guardar mi contraseña' }));
}

beforeEach(() => {
  localStorage.clear();
  linkReply = () => answer(200, { ...invitation, expiresAt: inAnHour });
  passwordReply = () => answer(204, null);
  global.fetch = jest.fn((url: RequestInfo | URL) =>
    String(url).endsWith('/contrasena') ? passwordReply() : linkReply(),
  ) as typeof fetch;
});

describe('AccountLinkArea', () => {
  it('reads the link from the address, drops it from there and greets the client', async () => {
    open(`#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hola, Ana Pérez' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/login-cliente/nueva-contrasena');
    expect(calls()).toEqual([{ url: '/api/auth/enlace', body: { token: TOKEN } }]);
    const form = screen.getByRole('form', { name: 'Elige tu contraseña para entrar a tu panel' });
    expect(form).toHaveTextContent('Es para tu cuenta ana@huerta.mx. Este enlace vence hoy a las');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('holds the password to the panel’s rules, then sets it and offers to sign in', async () => {
    localStorage.setItem('clientToken', 'una-sesion-de-antes');
    open(`#${TOKEN}`);
    await screen.findByRole('heading', { name: 'Hola, Ana Pérez' });
    await choose('corta1');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      expect.stringMatching(/^Usa al menos 10 caracteres con letras y números\. Usa al menos 10/),
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Contraseña nueva'));
    await userEvent.clear(screen.getByLabelText('Repite la contraseña nueva'));
    await choose('huerta-organica-2027', 'huerta-organica-2028');
    expect(screen.getByText('Las dos contraseñas nuevas no coinciden.')).toBeVisible();
    expect(calls()).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Repite la contraseña nueva'));
    await userEvent.type(
      screen.getByLabelText('Repite la contraseña nueva'),
      'huerta-organica-2027',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mi contraseña' }));

    const done = await screen.findByRole('heading', { name: 'Listo: tu cuenta está activa' });
    expect(done).toHaveFocus();
    expect(calls()[1]).toEqual({
      url: '/api/auth/enlace/contrasena',
      body: { token: TOKEN, newPassword: 'huerta-organica-2027' },
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login-cliente',
    );
    expect(localStorage.getItem('clientToken')).toBeNull();
  });

  it('says a reset ends the other sessions and shows the API’s refusal under the field', async () => {
    linkReply = () => answer(200, { ...invitation, purpose: 'restablecer', expiresAt: inAnHour });
    passwordReply = () =>
      answer(400, { error: 'Combina letras y números para que no sea fácil de adivinar.' });
    open(`#${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Elige una contraseña nueva' });
    expect(form).toHaveTextContent('Al guardarla cerramos las sesiones abiertas de tu cuenta.');
    await choose('huerta-organica-2027');
    expect(
      await screen.findByText('Combina letras y números para que no sea fácil de adivinar.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['usado', 'Este enlace ya se usó'],
    ['vencido', 'Este enlace venció'],
    ['invalido', 'Este enlace no funciona'],
  ])('explains a link the API calls %s and offers a new one', async (reason, title) => {
    linkReply = () => answer(410, { error: 'x', reason });
    open(`#${TOKEN}`);
    const card = await screen.findByRole('region', { name: title });
    expect(within(card).getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/login-cliente/recuperar',
    );
    expect(within(card).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login-cliente',
    );
    expect(card).toHaveTextContent('Pide a la agencia que te la reenvíe.');
    const whatsApp = within(card).getByRole('link', { name: 'Pedir la invitación por WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', HELP.url);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('explains a missing or garbled link without asking the API', async () => {
    const { unmount } = open('');
    expect(await screen.findByRole('region', { name: 'Falta tu enlace' })).toBeVisible();
    unmount();
    open('#no-es-un-enlace');
    expect(await screen.findByRole('region', { name: 'Este enlace no funciona' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('moves to the explanation when the link stops working while the form is open', async () => {
    open(`#${TOKEN}`);
    await screen.findByRole('heading', { name: 'Hola, Ana Pérez' });
    passwordReply = () => answer(410, { error: 'x', reason: 'usado' });
    await choose('huerta-organica-2027');
    expect(await screen.findByRole('heading', { name: 'Este enlace ya se usó' })).toHaveFocus();
  });

  it('offers to try again when the API cannot be reached', async () => {
    linkReply = () => Promise.reject(new TypeError('Failed to fetch'));
    open(`#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos revisar tu enlace. Revisa tu conexión a internet e intenta de nuevo.',
    );
    linkReply = () => answer(200, { ...invitation, expiresAt: inAnHour });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana Pérez' })).toBeVisible();
    expect(calls().map((call) => call.body)).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });
});
