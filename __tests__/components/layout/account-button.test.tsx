import { act, render, screen } from '@testing-library/react';
import { AccountButton } from '@/components/layout/account-button';
import { clearClientToken, saveClientToken } from '@/lib/client-area/client-session';

afterEach(() => localStorage.clear());

describe('AccountButton', () => {
  it('leads to the login page without a session', () => {
    render(<AccountButton />);
    const link = screen.getByRole('link', { name: /Área de clientes/ });
    expect(link).toHaveAttribute('href', '/login-cliente');
    expect(link).toHaveTextContent('Iniciar sesión');
  });

  it('reads "Mi panel" with a stored token and follows login and logout', () => {
    render(<AccountButton />);
    act(() => saveClientToken('abc123'));
    expect(screen.getByRole('link', { name: 'Mi panel' })).toHaveAttribute(
      'href',
      '/panel-cliente',
    );
    act(() => clearClientToken());
    expect(screen.getByRole('link', { name: /Área de clientes/ })).toBeInTheDocument();
  });

  it('follows a token written by another tab', () => {
    render(<AccountButton />);
    act(() => {
      localStorage.setItem('clientToken', 'from-another-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'clientToken' }));
    });
    expect(screen.getByRole('link', { name: 'Mi panel' })).toBeInTheDocument();
  });

  it('treats an unreadable storage as logged out', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    render(<AccountButton />);
    expect(screen.getByRole('link', { name: /Área de clientes/ })).toBeInTheDocument();
    spy.mockRestore();
  });
});
