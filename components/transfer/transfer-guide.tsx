import type { TransferHeadings, TransferReceiptContent } from '@/lib/content/pages';
import type { TransferDetails as Details } from '@/lib/transfer/transfer';
import { PaymentNotice } from './payment-notice';
import { ReceiptCta } from './receipt-cta';
import { TransferDetails } from './transfer-details';
import { TransferSteps } from './transfer-steps';
import styles from './transfer-guide.module.scss';

type TransferGuideProps = {
  details: Details;
  headings: TransferHeadings;
  receipt: TransferReceiptContent;
};

/** The body of the transfer page: the data to copy, the steps, the receipt and the notice. */
export function TransferGuide({ details, headings, receipt }: TransferGuideProps) {
  return (
    <div className={styles.guide}>
      <div className={styles.main}>
        <TransferDetails title={headings.details.title} details={details} />
        <PaymentNotice title={headings.notice.title} />
      </div>
      <div className={styles.aside}>
        <TransferSteps title={headings.steps.title} details={details} />
        <ReceiptCta receipt={receipt} details={details} />
      </div>
    </div>
  );
}
