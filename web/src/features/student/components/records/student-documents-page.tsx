/**
 * /student-management/documents/:id, "Student Document Uploader" (api-contract 8.1): the
 * student's documents in their groups, each kept, replaced or cleared, and a remark; Save
 * sends the whole set once (studentprofile/upsert) and shows what the server then keeps.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { StudentDocumentKind, StudentDocuments, StudentRecord } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useStudent } from '../../api/get-student.ts';
import { useSaveStudentDocuments, useStudentDocuments, type DocumentChange } from '../../api/student-documents.ts';
import { DocumentSlot } from './document-slot.tsx';

const ACADEMIC = (transcript: StudentDocumentKind, character: StudentDocumentKind, migration: StudentDocumentKind) =>
  [
    { kind: transcript, label: 'Transcript' },
    { kind: character, label: 'Character Certificate' },
    { kind: migration, label: 'Migration' },
  ] as const;

/** The groups of the uploader, by wire name (api-contract 5.5, misspellings included). */
export const DOCUMENT_GROUPS: readonly {
  title: string;
  slots: readonly { kind: StudentDocumentKind; label: string }[];
}[] = [
  {
    title: 'Citizenship and NID',
    slots: [
      { kind: 'ppSizePhoto', label: 'Profile Photo' },
      { kind: 'citizenshipFront', label: 'Citizenship Front' },
      { kind: 'citizenshipBack', label: 'Citizenship Back' },
      { kind: 'nid', label: 'NID Front' },
      { kind: 'nidBack', label: 'NID Back' },
    ],
  },
  { title: 'SEE', slots: ACADEMIC('transcript', 'academicCharecterCertificateSee', 'migrationCertificate') },
  {
    title: 'HS (+2)',
    slots: ACADEMIC('academicTranscriptHS', 'academicCharecterCertificateHS', 'academicMigrationCertificateHS'),
  },
  {
    title: 'Bachelor',
    slots: ACADEMIC(
      'academicTranscriptBachelor',
      'academicCharecterCertificateBachelor',
      'academicMigrationCertificateBachelor',
    ),
  },
  {
    title: 'Master',
    slots: ACADEMIC('academicTranscriptMaster', 'academicCharecterCertificateMaster', 'academicMigrationMaster'),
  },
  {
    title: 'Any other docs',
    slots: [
      { kind: 'anyOtherDoc1', label: 'Any other doc 1' },
      { kind: 'anyOtherDoc2', label: 'Any other doc 2' },
      { kind: 'anyOtherDoc3', label: 'Any other doc 3' },
    ],
  },
];

const fullNameOf = (student: Pick<StudentRecord, 'firstName' | 'middleName' | 'lastName'>) =>
  [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ');

type Changes = Partial<Record<StudentDocumentKind, DocumentChange>>;

const KEEP: DocumentChange = { action: 'keep' };

/** Keep what is kept; documents the set does not have are left out of the save. */
function changesToSend(documents: StudentDocuments | null, changes: Changes): Changes {
  const sent: Changes = {};
  for (const group of DOCUMENT_GROUPS) {
    for (const { kind } of group.slots) {
      const change = changes[kind] ?? KEEP;
      if (change.action !== 'keep' || documents?.[kind]) sent[kind] = change;
    }
  }
  return sent;
}

function DocumentUploader({ studentId, documents }: { studentId: number; documents: StudentDocuments | null }) {
  const toast = useToast();
  const save = useSaveStudentDocuments();
  const [changes, setChanges] = useState<Changes>({});
  const [remark, setRemark] = useState(documents?.remark ?? '');
  useEffect(() => setRemark(documents?.remark ?? ''), [documents?.remark]);
  const changed = Object.values(changes).some((change) => change.action !== 'keep');

  const submit = async () => {
    try {
      await save.mutateAsync({
        studentId,
        id: documents?.id,
        remark: remark.trim(),
        changes: changesToSend(documents, changes),
      });
      setChanges({});
      toast.success('Documents saved');
    } catch (error) {
      toast.error(serverMessage(error, 'The documents could not be saved'));
    }
  };

  return (
    <Box
      component="form"
      aria-label="Student documents"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {DOCUMENT_GROUPS.map((group) => (
        <Box key={group.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {group.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {group.slots.map(({ kind, label }) => (
              <DocumentSlot
                key={kind}
                label={label}
                url={documents?.[kind] ?? null}
                change={changes[kind] ?? KEEP}
                onChange={(change) => setChanges((current) => ({ ...current, [kind]: change }))}
              />
            ))}
          </Box>
        </Box>
      ))}
      <FormField
        label="Remark"
        multiline
        minRows={2}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
        <Button onClick={() => setChanges({})} disabled={!changed || save.isPending}>
          Discard changes
        </Button>
      </Box>
    </Box>
  );
}

export default function StudentDocumentsPage() {
  const studentId = Number(useParams().id);
  const valid = Number.isInteger(studentId) && studentId > 0;
  const student = useStudent(valid ? studentId : 0);
  const documents = useStudentDocuments(studentId, valid);
  const name = student.data ? fullNameOf(student.data) : undefined;

  return (
    <Page title="Student Document Uploader">
      <Section title={name ? `Documents of ${name}` : undefined}>
        {!valid || student.error ? (
          <Alert severity="error">This student could not be found.</Alert>
        ) : documents.error ? (
          <Alert severity="error">Could not load the documents.</Alert>
        ) : documents.isPending ? (
          <LinearProgress aria-label="Loading the documents" />
        ) : (
          <DocumentUploader studentId={studentId} documents={documents.data} />
        )}
      </Section>
    </Page>
  );
}
