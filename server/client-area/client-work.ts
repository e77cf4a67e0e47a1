// server/client-area: Node only. The client work's rules, one module per record, one function per change.

// `npm run clients` and the dashboard's routes both call these with what they were given, so both
// check it with the contract's field rules and refuse it with the same messages. Each either makes
// its whole change, with its row in the staff audit log (and the messages it causes) in the same
// transaction, or throws a ClientWorkError and changes nothing.
export * from './work/cfdi';
export * from './work/clients';
export * from './work/invoices';
export * from './work/projects';
export * from './work/services';
export { CLIENT_WORK_ACTIONS, parseClientWork } from './work/work-audit';
export type { ClientWorkAction, WorkActor } from './work/work-audit';
