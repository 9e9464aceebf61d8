/**
 * A list of StudentTransfer records (the transfers out of the campus, or the pending ones
 * into it), paged by the server, with the transfer document when there is one.
 */
import { useCallback, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { FIRST_PAGE, PagedTable, type PageRequest, type PagedColumn } from '../../../../components/paged-table.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import type { StudentTransfer, TransferState } from '@hemis/contracts';
import { downloadTransferDocument, useStudentTransfers, type TransferDirection } from '../../api/student-transfers.ts';

export function TransferDocumentButton({ transfer }: { transfer: StudentTransfer }) {
  const toast = useToast();
  if (!transfer.hasDocument) return <>—</>;
  return (
    <Button
      size="small"
      aria-label={`Download the transfer document of ${transfer.studentName}`}
      onClick={() =>
        downloadTransferDocument(transfer.id).catch((error: unknown) =>
          toast.error(serverMessage(error, 'The transfer document could not be downloaded')),
        )
      }
    >
      Download
    </Button>
  );
}

const STATE_COLORS: Record<TransferState, 'default' | 'warning' | 'success'> = {
  pending: 'warning',
  accepted: 'success',
  // To a campus outside HEMIS: nobody accepts it here.
  outside: 'default',
};

export function TransferStateChip({ state }: { state: TransferState }) {
  return <Chip size="small" label={state} color={STATE_COLORS[state]} />;
}

export interface TransferListProps {
  direction: TransferDirection;
  label: string;
  columns: readonly PagedColumn<StudentTransfer>[];
  emptyText: string;
  toolbar?: ReactNode;
}

export function TransferList({ direction, label, columns, emptyText, toolbar }: TransferListProps) {
  const [request, setRequest] = useState<PageRequest>(FIRST_PAGE);
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  const list = useStudentTransfers(direction, request);
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={list.data?.data}
      total={list.data?.totalRecords ?? 0}
      request={request}
      onRequest={onRequest}
      loading={list.isFetching}
      error={list.error ? 'Could not load the transfers.' : undefined}
      emptyText={emptyText}
      toolbar={toolbar}
    />
  );
}
