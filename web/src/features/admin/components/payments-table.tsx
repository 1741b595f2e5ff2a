import { CircleCheck, CircleX } from 'lucide-react';
import type { PaymentRecord } from '@herway/shared/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { customerName, formatDate, formatPaymentAmount, paymentTone, productLabel } from '../lib/format';
import { AdminTable, Td } from './admin-table';
import { canRefund, RefundDialog } from './refund-dialog';

/** 'succeeded' green with a check, anything else red with a cross: the status is always written out. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const tone = paymentTone(status);
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <Badge variant={tone === 'success' ? 'success' : 'destructive'} data-tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}

/**
 * Payments: customer or 'Unknown', e-mail, amount and currency, product or 'Course
 * Packet' (marked 'Test' for a demo page's test payment, which is never revenue), status, date,
 * and Refund on a payment not refunded in full (refund-dialog.tsx).
 */
export function PaymentsTable({ payments }: { payments: readonly PaymentRecord[] }) {
  return (
    <AdminTable
      label="Payments table"
      caption="Payments, newest first"
      columns={['Customer', 'Email', { label: 'Amount', className: 'text-right' }, 'Product', 'Status', 'Date', { label: 'Actions', srOnly: true }]}
    >
      {payments.map((payment) => (
        <tr key={payment.id}>
          <Td label="Customer" className={payment.customerName?.trim() ? 'font-medium whitespace-nowrap' : 'whitespace-nowrap text-muted'}>
            {customerName(payment)}
          </Td>
          <Td label="Email" className="break-words">
            {payment.customerEmail}
          </Td>
          <Td label="Amount" className="text-right font-semibold whitespace-nowrap tabular-nums">
            {formatPaymentAmount(payment)}
          </Td>
          <Td label="Product" className="whitespace-nowrap">
            {productLabel(payment)}
            {payment.isTest ? (
              <Badge variant="outline" className="ml-2" title="A test payment from a demo page: not counted as revenue">
                Test
              </Badge>
            ) : null}
          </Td>
          <Td label="Status">
            <PaymentStatusBadge status={payment.status} />
          </Td>
          <Td label="Date" className="whitespace-nowrap tabular-nums">
            <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
          </Td>
          <Td>{canRefund(payment) ? <RefundDialog payment={payment} /> : null}</Td>
        </tr>
      ))}
    </AdminTable>
  );
}
