import { siteConfig } from '@/lib/site/site-config';
import { buildTransferReference, getTransferDetails } from '@/lib/transfer/transfer';

describe('getTransferDetails', () => {
  it('takes every value from the bank config and formats the CLABE for display', () => {
    const details = getTransferDetails('Les envío mi comprobante.');
    expect(details).toMatchObject({
      beneficiary: siteConfig.bank.beneficiary,
      bankName: siteConfig.bank.bankName,
      clabe: siteConfig.bank.clabe,
      clabeDisplay: '646 180 15700482931 7',
      referencePrefix: siteConfig.bank.referencePrefix,
    });
    expect(new URL(details.receiptWhatsAppUrl).searchParams.get('text')).toBe(
      'Les envío mi comprobante.',
    );
  });

  it('fails, naming the config field, when the configured CLABE is invalid', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/site/site-config', () => ({
        siteConfig: { ...siteConfig, bank: { ...siteConfig.bank, clabe: '646180157004829310' } },
      }));
      const { getTransferDetails: getWithBadClabe } =
        jest.requireActual<typeof import('@/lib/transfer/transfer')>('@/lib/transfer/transfer');
      expect(() => getWithBadClabe('Comprobante')).toThrow(
        /^siteConfig\.bank\.clabe: invalid CLABE/,
      );
    });
  });
});

describe('buildTransferReference', () => {
  it('puts the prefix before the invoice number however it was typed', () => {
    expect(buildTransferReference('1042', 'CV')).toBe('CV-1042');
    expect(buildTransferReference(' cv 1042 ', 'CV')).toBe('CV-1042');
    expect(buildTransferReference('CV-1042', 'CV')).toBe('CV-1042');
    expect(buildTransferReference('f-2025/07', 'CV')).toBe('CV-F202507');
  });

  it('returns null when no invoice number is left', () => {
    expect(buildTransferReference('', 'CV')).toBeNull();
    expect(buildTransferReference(' - ', 'CV')).toBeNull();
    expect(buildTransferReference('CV', 'CV')).toBeNull();
  });
});
