/**
 * /account-mgmt, the accounts home: tiles to the chart, the two voucher screens and the
 * statements, and the fiscal years of the campus's books. A campus's administrator closes a
 * year there, after a confirmation saying what closing does; a refusal (an earlier year still
 * open, vouchers awaiting approval, the next year not set up) is the server's own message.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { can, type AccountYear } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LinkTiles } from '../../../components/link-tiles.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useAccountYears } from '../api/get-account-years.ts';
import { useCloseAccountYear } from '../api/close-account-year.ts';
import { BooksCampusSelect, booksPath, useBooksCampus } from './books-campus.tsx';

const TILES = [
  { path: '/account-ledger-sub-group', title: 'Ledger Sub-Groups', text: 'The sub-groups of the five account groups' },
  { path: '/account-ledger-master', title: 'Ledgers', text: 'The ledgers vouchers post to, with their finance heads' },
  { path: '/account-sub-ledger-master', title: 'Sub-Ledgers', text: 'Parties, staff and projects under a ledger' },
  {
    path: '/account-vouchers-journal',
    title: 'Journal Vouchers',
    text: 'Grants and other money received, transfers and adjustments',
  },
  { path: '/account-vouchers-payment', title: 'Payment Vouchers', text: 'Payments out of cash or bank' },
  {
    path: '/account',
    title: 'Statements',
    text: 'Ledger statements, trial balance, income and expenditure, balance sheet',
  },
] as const;

function CloseYearDialog({ year, campusId, onClose }: { year: AccountYear; campusId: string; onClose: () => void }) {
  const toast = useToast();
  const close = useCloseAccountYear();
  const [failure, setFailure] = useState<string>();
  const confirm = () => {
    setFailure(undefined);
    close.mutate(
      { campusId: campusId ? Number(campusId) : undefined, fiscalYearId: year.fiscalYearId },
      {
        onSuccess: () => {
          toast.success(`Fiscal year ${year.fiscalYear} closed`);
          onClose();
        },
        onError: (error) => setFailure(serverMessage(error, 'The fiscal year could not be closed.')),
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title={`Close fiscal year ${year.fiscalYear}?`}
      confirmLabel="Close year"
      busy={close.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        Closing the year ends its books: no voucher can be prepared, changed or reversed in it afterwards. The balances
        of assets, liabilities and equity are carried into the next fiscal year in an opening voucher, and the
        year&apos;s income and expenditure close to the accumulated fund.
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        Every voucher of the year must be approved first, and the earlier years closed. Closing cannot be undone.
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : undefined}
    </ConfirmDialog>
  );
}

function AccountYears({ campusId, closes }: { campusId: string; closes: boolean }) {
  const years = useAccountYears(campusId);
  const [closing, setClosing] = useState<AccountYear>();
  if (years.isPending) return <LinearProgress aria-label="Loading the fiscal years" />;
  if (years.error)
    return <Alert severity="error">{serverMessage(years.error, 'Could not load the fiscal years.')}</Alert>;
  return (
    <>
      <Table size="small" aria-label="Fiscal years of the books">
        <TableHead>
          <TableRow>
            <TableCell>Fiscal Year</TableCell>
            <TableCell>From (BS)</TableCell>
            <TableCell>To (BS)</TableCell>
            <TableCell>Vouchers awaiting approval</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>No fiscal year is set up.</TableCell>
            </TableRow>
          ) : undefined}
          {years.data.map((year) => (
            <TableRow key={year.fiscalYearId}>
              <TableCell>{year.fiscalYear}</TableCell>
              <TableCell>{year.startDateBs}</TableCell>
              <TableCell>{year.endDateBs}</TableCell>
              <TableCell>{year.vouchersAwaitingApproval}</TableCell>
              <TableCell>
                {year.isClosed ? (
                  <>
                    <Chip size="small" label="Closed" />
                    <Typography variant="body2" color="text.secondary">
                      {[year.closedBy, year.closedAt?.slice(0, 10)].filter(Boolean).join(', ')}
                    </Typography>
                  </>
                ) : (
                  <Chip size="small" color="success" label="Open" />
                )}
              </TableCell>
              <TableCell>
                {closes && !year.isClosed ? (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Close fiscal year ${year.fiscalYear}`}
                    onClick={() => setClosing(year)}
                  >
                    Close year
                  </Button>
                ) : undefined}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {closing ? (
        <CloseYearDialog year={closing} campusId={campusId} onClose={() => setClosing(undefined)} />
      ) : undefined}
    </>
  );
}

export function AccountsHomePage() {
  const books = useBooksCampus();
  const reads = books.ofCampus || Boolean(books.campusId);
  return (
    <Page title="Account Management">
      <BooksCampusSelect books={books} />
      <LinkTiles
        label="Accounts"
        size={{ xs: 12, sm: 6, md: 4 }}
        links={TILES.map((tile) => ({ to: booksPath(tile.path, books.campusId), label: tile.title, text: tile.text }))}
      />
      <Section title="Fiscal Years of the Books">
        {reads ? (
          <AccountYears campusId={books.campusId} closes={can(books.role, 'accounts:close-year')} />
        ) : (
          <Typography color="text.secondary">Choose a campus to read its books.</Typography>
        )}
      </Section>
    </Page>
  );
}

export default AccountsHomePage;
