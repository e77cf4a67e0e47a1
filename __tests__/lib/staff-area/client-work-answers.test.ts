import {
  isCfdiQueue,
  isClientDetail,
  isClientList,
  isInvoiceAnswer,
  isNewClientAnswer,
} from '@/lib/staff-area/client-work-answers';
import {
  cfdiQueueSchema,
  clientDetailSchema,
  clientListSchema,
  newClientAnswerSchema,
  staffInvoiceSchema,
} from '@/lib/staff-area/client-work-contract';
import { clientDetail, clientSummary, pendingCfdi } from '../../fixtures/client-work';
import { expectAgreement } from '../../fixtures/answer-agreement';

const [unpaid, paid] = clientDetail.invoices;

describe('client work answers', () => {
  it('read a client list as the schema does', () => {
    expectAgreement(isClientList, clientListSchema, [
      { clients: [clientSummary] },
      { clients: [] },
      { clients: [{ ...clientSummary, rfc: 7 }] },
      { clients: [{ ...clientSummary, disabled: 'no' }] },
      {},
    ]);
  });

  it('read a client page as the schema does', () => {
    expectAgreement(isClientDetail, clientDetailSchema, [
      clientDetail,
      { ...clientDetail, fiscalData: null },
      { ...clientDetail, services: [{ ...clientDetail.services[0], endedOn: '15/01/2027' }] },
      { ...clientDetail, invoices: [{ ...unpaid, status: 'cancelada' }] },
      { ...clientDetail, accessLog: [{ at: 'x', event: 'y' }] },
    ]);
  });

  it('read an invoice, the CFDI queue and a new client as the schemas do', () => {
    expectAgreement((value) => isInvoiceAnswer({ invoice: value }), staffInvoiceSchema, [
      paid,
      { ...paid, cfdi: { ...pendingCfdi, status: 'timbrada' } },
      { ...paid, version: 1.5 },
    ]);
    expectAgreement(isCfdiQueue, cfdiQueueSchema, [
      { requests: [pendingCfdi], pending: 1 },
      { requests: [{ ...pendingCfdi, fiscalData: {} }], pending: 1 },
    ]);
    expectAgreement(isNewClientAnswer, newClientAnswerSchema, [
      { client: clientSummary, password: 'abcd-efgh-2345-jkmn', whatsAppMessage: 'Hola' },
      { client: clientSummary, password: 7, whatsAppMessage: 'Hola' },
    ]);
  });
});
