/**
 * A campus's statements (/account): the ledger statement of a ledger (or one of its
 * sub-ledgers) with the running balance, the trial balance, the income and expenditure
 * statement and the balance sheet, each for the fiscal year and BS dates chosen, on a tab of
 * its own with its PDF, spreadsheet and CSV downloads. The grants body and universities choose
 * the campus first; a campus's staff read their own books. Only the open tab is read.
 */
import { useState, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ACCOUNT_MESSAGES } from '@hemis/contracts';
import { FiguresFrame, type FiguresModel } from '../../../../components/figures-frame.tsx';
import { FilterBar } from '../../../../components/list-screen.tsx';
import { FilterSelect } from '../../../../components/filter-select.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../../campus/api/get-campus-options.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { fiscalYearOptions } from '../../../lookups/components/fiscal-year-select.tsx';
import { balanceSheet } from '../api/get-balance-sheet.ts';
import { incomeExpenditure } from '../api/get-income-expenditure.ts';
import { ledgerStatement } from '../api/get-ledger-statement.ts';
import { useStatementLedgers } from '../api/get-statement-ledgers.ts';
import { useStatementSubLedgers } from '../api/get-statement-sub-ledgers.ts';
import { trialBalance } from '../api/get-trial-balance.ts';
import type { StatementEndpoint, StatementRequest } from '../api/statement-request.ts';
import {
  NO_POSTINGS,
  balanceSheetFigures,
  incomeExpenditureFigures,
  ledgerStatementFigures,
  trialBalanceFigures,
} from '../statement-figures.ts';
import { StatementFilters } from './statement-filters.tsx';

interface Statement<Data> {
  id: string;
  title: string;
  endpoint: StatementEndpoint<Data>;
  figures: (data: Data) => FiguresModel;
  emptyText: string;
}

const statement = <Data,>(entry: Statement<Data>) => entry as unknown as Statement<unknown>;

const STATEMENTS = [
  statement({
    id: 'ledger',
    title: 'Ledger Statement',
    endpoint: ledgerStatement,
    figures: ledgerStatementFigures,
    emptyText: NO_POSTINGS,
  }),
  statement({
    id: 'trial-balance',
    title: 'Trial Balance',
    endpoint: trialBalance,
    figures: trialBalanceFigures,
    emptyText: 'No ledger has a balance or a posting in the period.',
  }),
  statement({
    id: 'income-expenditure',
    title: 'Income and Expenditure',
    endpoint: incomeExpenditure,
    figures: incomeExpenditureFigures,
    emptyText: 'No income or expenditure was posted in the period.',
  }),
  statement({
    id: 'balance-sheet',
    title: 'Balance Sheet',
    endpoint: balanceSheet,
    figures: balanceSheetFigures,
    emptyText: 'The books hold no balance at this date.',
  }),
];

/** The ledger a statement is of, and optionally one of its sub-ledgers. */
function LedgerChoice({
  request,
  ready,
  onChange,
}: {
  request: StatementRequest;
  ready: boolean;
  onChange: (change: { ledgerId: string; subLedgerId: string }) => void;
}) {
  const ledgers = useStatementLedgers(request.campusId, ready);
  const subLedgers = useStatementSubLedgers(request.campusId, request.ledgerId ?? '', ready);
  return (
    <FilterBar>
      <FilterSelect
        label="Ledger"
        allLabel="Choose the ledger"
        value={request.ledgerId ?? ''}
        options={(ledgers.data ?? []).map((ledger) => ({
          value: String(ledger.id),
          label: `${ledger.code} ${ledger.name}`,
        }))}
        onChange={(ledgerId) => onChange({ ledgerId, subLedgerId: '' })}
      />
      <FilterSelect
        label="Sub-ledger"
        allLabel="All sub-ledgers"
        value={request.subLedgerId ?? ''}
        options={(subLedgers.data ?? []).map((subLedger) => ({
          value: String(subLedger.id),
          label: `${subLedger.code} ${subLedger.name}`,
        }))}
        onChange={(subLedgerId) => onChange({ ledgerId: request.ledgerId ?? '', subLedgerId })}
      />
    </FilterBar>
  );
}

function StatementPanel({
  entry,
  request,
  waiting,
  children,
}: {
  entry: Statement<unknown>;
  request: StatementRequest;
  waiting: string | undefined;
  children?: ReactNode;
}) {
  const query = entry.endpoint.useStatement(request, waiting === undefined);
  return (
    <FiguresFrame
      title={entry.title}
      query={query}
      model={entry.figures}
      download={(format) => entry.endpoint.download(request, format)}
      waiting={waiting}
      emptyText={entry.emptyText}
      failure={`Could not load the ${entry.title.toLowerCase()}.`}
    >
      {children}
    </FiguresFrame>
  );
}

export function AccountStatementsPage() {
  const role = useRole();
  const choosesCampus = role !== 'CollegeAdmin' && role !== 'CollegeUser';
  const campuses = useCampusOptions(choosesCampus);
  const years = fiscalYears.useList();
  const [chosen, setChosen] = useState<StatementRequest | null>(null);
  const [ledger, setLedger] = useState({ ledgerId: '', subLedgerId: '' });
  const [tab, setTab] = useState(STATEMENTS[0]!.id);

  if (!years.data || (choosesCampus && !campuses.data)) {
    return (
      <Page title="Account Statements">
        <LinearProgress aria-label="Loading the fiscal years" />
      </Page>
    );
  }
  const active = years.data.find((year) => year.activeFiscalYear);
  const applied: StatementRequest = chosen ?? {
    campusId: '',
    fiscalYearId: active ? String(active.id) : '',
    fromDate: '',
    toDate: '',
  };
  const ready = (!choosesCampus || applied.campusId !== '') && applied.fiscalYearId !== '';
  const entry = STATEMENTS.find((candidate) => candidate.id === tab)!;
  const ledgerStatementOpen = entry.id === 'ledger';
  const request = ledgerStatementOpen ? { ...applied, ...ledger } : applied;
  const waiting = !ready
    ? `${choosesCampus && !applied.campusId ? ACCOUNT_MESSAGES.campusRequired : ACCOUNT_MESSAGES.fiscalYearRequired}, then Show.`
    : ledgerStatementOpen && !ledger.ledgerId
      ? `${ACCOUNT_MESSAGES.ledgerRequired}.`
      : undefined;

  return (
    <Page title="Account Statements">
      <Section title="Statement filters">
        <StatementFilters
          initial={applied}
          campuses={
            choosesCampus
              ? (campuses.data ?? []).map((campus) => ({ value: String(campus.id), label: campus.campusName }))
              : undefined
          }
          fiscalYears={fiscalYearOptions(years.data)}
          onApply={(next) => {
            if (next.campusId !== applied.campusId) setLedger({ ledgerId: '', subLedgerId: '' });
            setChosen(next);
          }}
        />
      </Section>
      <Section>
        <Stack spacing={2}>
          <Tabs
            value={tab}
            onChange={(_event, next: string) => setTab(next)}
            variant="scrollable"
            aria-label="Statements"
          >
            {STATEMENTS.map((candidate) => (
              <Tab key={candidate.id} value={candidate.id} label={candidate.title} />
            ))}
          </Tabs>
          <StatementPanel key={entry.id} entry={entry} request={request} waiting={waiting}>
            {ledgerStatementOpen ? <LedgerChoice request={request} ready={ready} onChange={setLedger} /> : undefined}
          </StatementPanel>
        </Stack>
      </Section>
    </Page>
  );
}
