import {
  isCfdiQueue,
  isClientDetail,
  isClientList,
  isInvoiceAnswer,
  isMessageAnswer,
  isNewClientAnswer,
  isOutboxPage,
  isSentLinkAnswer,
} from '@/lib/staff-area/client-work-answers';
import {
  cfdiQueueSchema,
  clientDetailSchema,
  clientListSchema,
  newClientAnswerSchema,
  outboxEntrySchema,
  outboxPageSchema,
  sentLinkAnswerSchema,
  staffInvoiceSchema,
} from '@/lib/staff-area/client-work-contract';
import {
  clientDetail,
  clientSummary,
  failedNotice,
  pendingCfdi,
  sentInvitation,
} from '../../fixtures/client-work';
import { expectAgreement } from '../../fixtures/answer-agreement';

const [unpaid, paid] = clientDetail.invoices;
const invitation = { sentTo: 'ana@huerta.mx', expiresAt: '2026-12-09T18:00:00.000Z' };

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
      {
        ...clientDetail,
        account: {
          state: 'invitada',
          invitedAt: '2026-12-02T18:00:00.000Z',
          invitationExpiresAt: '2026-12-09T18:00:00.000Z',
          passwordSetAt: null,
          reminders: true,
        },
        messages: [],
      },
      { ...clientDetail, account: { ...clientDetail.account, state: 'bloqueada' } },
      { ...clientDetail, account: { ...clientDetail.account, reminders: 'sí' } },
      { ...clientDetail, messages: [{ ...sentInvitation, status: 'rebotado' }] },
      { ...clientDetail, messages: [{ ...failedNotice, error: undefined }] },
      { ...clientDetail, account: undefined },
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
      { client: clientSummary, invitation },
      { client: clientSummary, invitation: { ...invitation, expiresAt: 7 } },
      { client: clientSummary, password: 'abcd-efgh-2345-jkmn', whatsAppMessage: 'Hola' },
    ]);
  });

  it('read a sent link, the outbox and a retried message as the schemas do', () => {
    expectAgreement(isSentLinkAnswer, sentLinkAnswerSchema, [
      invitation,
      { sentTo: 'ana@huerta.mx' },
      { ...invitation, sentTo: null },
    ]);
    expectAgreement(isOutboxPage, outboxPageSchema, [
      {
        messages: [failedNotice, sentInvitation],
        counts: { pendiente: 0, enviado: 1, fallido: 1 },
        next: 12,
      },
      { messages: [], counts: { pendiente: 0, enviado: 0, fallido: 0 }, next: null },
      { messages: [], counts: { pendiente: 0, enviado: 0 }, next: null },
      {
        messages: [{ ...sentInvitation, clientId: null }],
        counts: { pendiente: 0, enviado: 1, fallido: 0 },
        next: 1.5,
      },
      {
        messages: [{ ...sentInvitation, attempts: '1' }],
        counts: { pendiente: 0, enviado: 1, fallido: 0 },
        next: null,
      },
    ]);
    expectAgreement((value) => isMessageAnswer({ message: value }), outboxEntrySchema, [
      { ...failedNotice, status: 'pendiente', nextAttemptAt: '2026-11-20T18:05:00.000Z' },
      { ...failedNotice, id: 'cuarenta' },
      { ...failedNotice, sentAt: 0 },
    ]);
  });
});
