/**
 * The student a page's /:id names, for the pages that show one student's record: while the
 * record loads, or when there is no such student, the page shows that instead of its body.
 */
import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import type { StudentRecord } from '@hemis/contracts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { Page } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { statusOf } from '../../../../lib/api-client.ts';
import { useStudent } from '../../api/get-student.ts';

export interface BackLink {
  to: string;
  label: string;
}

export type RouteStudent =
  | { studentId: number; record: StudentRecord; fallback?: undefined }
  | { studentId: number; record?: undefined; fallback: ReactElement };

/** The route's student, or the page to show in place of the caller's until there is one. */
export function useRouteStudent(title: string, back?: BackLink): RouteStudent {
  const studentId = Number(useParams().id);
  const student = useStudent(studentId);
  if (student.isPending) return { studentId, fallback: <PageLoader /> };
  if (student.isError) {
    const missing = statusOf(student.error) === 404 || statusOf(student.error) === 400;
    const fallback = (
      <Page title={title}>
        <Alert severity="error">
          {missing ? 'No such student.' : serverMessage(student.error, 'Could not load the student.')}
        </Alert>
        {back ? (
          <Box>
            <Button component={RouterLink} to={back.to}>
              {back.label}
            </Button>
          </Box>
        ) : undefined}
      </Page>
    );
    return { studentId, fallback };
  }
  return { studentId, record: student.data };
}
