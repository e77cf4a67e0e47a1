import { render, screen, within } from '@testing-library/react';
import { StaffNav } from '@/components/staff-area/staff-nav';

const sections = () =>
  within(screen.getByRole('navigation', { name: 'Secciones del panel' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the staff sections', () => {
  it('lead a manager to the audit log, after the other sections', () => {
    render(<StaffNav pending={1} readsAudit />);
    expect(sections()).toEqual([
      ['Estadísticas', '/panel-agencia'],
      ['Clientes', '/panel-agencia/clientes'],
      ['CFDI (1 pendiente)1', '/panel-agencia/cfdi'],
      ['Correos', '/panel-agencia/correos'],
      ['Bitácora', '/panel-agencia/bitacora'],
    ]);
  });

  it('leave the audit log out of a reader’s bar: only a manager reads it', () => {
    render(<StaffNav pending={null} readsAudit={false} />);
    expect(sections().map(([label]) => label)).toEqual([
      'Estadísticas',
      'Clientes',
      'CFDI',
      'Correos',
    ]);
  });
});
