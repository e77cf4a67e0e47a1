import type { TransferDetails as Details } from '@/lib/transfer/transfer';
import { PaymentNotice } from './payment-notice';
import { ReceiptCta } from './receipt-cta';
import { TransferDetails } from './transfer-details';
import { TransferSteps } from './transfer-steps';
import styles from './transfer-guide.module.scss';

/** The body of the transfer page: the data to copy, the steps, the receipt and the notice. */
export function TransferGuide({ details }: { details: Details }) {
  return (
    <div className={styles.guide}>
      <div className={styles.main}>
        <TransferDetails details={details} />
        <PaymentNotice />
      </div>
      <div className={styles.aside}>
        <TransferSteps details={details} />
        <ReceiptCta whatsappUrl={details.receiptWhatsAppUrl} />
      </div>
    </div>
  );
}
