import { CONFIRM, INVOICE_MESSAGES, MINI_TABLE_ROWS, type TeamDashboard } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { MiniTable } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelInvoiceData } from '../api/invoices-api';
import { invoiceDataColumns } from './invoice-columns';
import { InvoiceDataDialog } from './invoice-data-dialog';

/** The team's invoice data: Add invoice data, and Cancel (after a confirmation) on the active ones. */
export function TeamInvoiceDatas({ team, rows }: { team: string; rows: TeamDashboard['invoice_datas'] }) {
  const [adding, setAdding] = useState(false);
  const cancelData = useCancelInvoiceData();
  const confirm = useConfirm();
  return (
    <SectionCard
      title="Invoice data"
      actions={
        <Button size="small" variant="contained" onClick={() => setAdding(true)}>
          Add invoice data
        </Button>
      }
    >
      <MiniTable
        label="Team invoice data"
        columns={[
          ...invoiceDataColumns,
          {
            key: 'actions',
            header: 'Actions',
            align: 'right',
            render: (d) =>
              d.status === 'active' ? (
                <Button
                  size="small"
                  color="error"
                  disabled={cancelData.isPending}
                  aria-label={`Cancel ${d.name}`}
                  onClick={() =>
                    confirm.ask(CONFIRM.cancelInvoiceData(d.name), () =>
                      cancelData.mutateAsync(d.slug).then(
                        () => notifySuccess(INVOICE_MESSAGES.dataCancelled),
                        (err: unknown) => notifyError(err),
                      ),
                    )
                  }
                >
                  Cancel
                </Button>
              ) : null,
          },
        ]}
        rows={rows}
        getRowId={(d) => d.slug}
        max={MINI_TABLE_ROWS}
        emptyText="No invoice data"
      />
      <InvoiceDataDialog open={adding} team={team} onClose={() => setAdding(false)} />
      {confirm.dialog}
    </SectionCard>
  );
}
