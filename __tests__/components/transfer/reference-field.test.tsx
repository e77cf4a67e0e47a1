import { fireEvent, render, screen } from '@testing-library/react';
import { ReferenceField } from '@/components/transfer/reference-field';

describe('ReferenceField', () => {
  it('builds the payment concept from the invoice number and offers to copy it', () => {
    render(<ReferenceField prefix="CV" />);
    expect(screen.queryByRole('button', { name: 'Copiar concepto de pago' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu número de factura' }), {
      target: { value: 'cv 1042' },
    });
    expect(screen.getByText('CV-1042')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar concepto de pago' })).toBeInTheDocument();
  });
});
