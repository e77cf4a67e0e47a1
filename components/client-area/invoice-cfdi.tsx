'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type {
  InvoiceCfdi as InvoiceCfdiData,
  SavedFiscalData,
} from '@/lib/client-area/client-api-contract';
import { formatSpanishDate } from '@/lib/site/format';
import styles from './invoice-cfdi.module.scss';

// The form and the SAT catalogues load only when a client opens it.
const CfdiRequestForm = lazy(() => import('./cfdi-request-form'));

type InvoiceCfdiProps = {
  token: string;
  invoiceNumber: string;
  cfdi: InvoiceCfdiData | null;
  savedFiscalData: SavedFiscalData | null;
  onFiscalDataSaved: (data: SavedFiscalData) => void;
};

/**
 * The CFDI of a paid invoice: the button that opens the request form, then "solicitada" with its
 * date, then "emitida" with its folio fiscal and download link.
 */
export function InvoiceCfdi({
  token,
  invoiceNumber,
  cfdi: initialCfdi,
  savedFiscalData,
  onFiscalDataSaved,
}: InvoiceCfdiProps) {
  const id = useId();
  const [cfdi, setCfdi] = useState(initialCfdi);
  const [open, setOpen] = useState(false);
  const [justRequested, setJustRequested] = useState(false);
  const requestedRef = useRef<HTMLParagraphElement>(null);

  // The form is gone once sent: the focus moves to the line that confirms the request.
  useEffect(() => {
    if (justRequested) requestedRef.current?.focus();
  }, [justRequested]);

  if (cfdi?.status === 'emitida') {
    return (
      <div className={styles.cfdi}>
        <p className={styles.issued}>
          Factura emitida · Folio fiscal: <span className={styles.uuid}>{cfdi.uuid}</span>
        </p>
        {cfdi.downloadUrl && (
          <a className={styles.download} href={cfdi.downloadUrl} target="_blank" rel="noopener">
            Descargar factura (PDF y XML)
            <span className={styles.hidden}> de {invoiceNumber}</span>
          </a>
        )}
      </div>
    );
  }
  if (cfdi) {
    return (
      <div className={styles.cfdi}>
        <p ref={requestedRef} tabIndex={-1} className={styles.requested} role="status">
          Factura solicitada el {formatSpanishDate(cfdi.requestedOn)}. Te la enviaremos al emitirla.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.cfdi}>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((shown) => !shown)}
      >
        Solicitar factura (CFDI)
        <span className={styles.hidden}> de {invoiceNumber}</span>
      </Button>
      <div
        id={`${id}-form`}
        role="region"
        aria-label={`Datos fiscales para la factura ${invoiceNumber}`}
        hidden={!open}
      >
        {open && (
          <Suspense fallback={<p className={styles.requested}>Cargando el formulario…</p>}>
            <CfdiRequestForm
              token={token}
              invoiceNumber={invoiceNumber}
              saved={savedFiscalData}
              onCancel={() => setOpen(false)}
              onRequested={(requested, saved) => {
                if (saved) onFiscalDataSaved(saved);
                setCfdi(requested);
                setJustRequested(true);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
