/**
 * /organization-management/campus-register: the grants body registers a campus of any
 * university; a university's administrator registers campuses of its own university (the
 * server takes the university from the signed-in user). With ?campusId= it edits that campus
 * (the lists' Edit action); a campus of another university answers 404 and is not shown.
 */
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { can, isGrantsBodyRole } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCreateCampus } from '../api/create-campus.ts';
import { useCampus } from '../api/get-campus.ts';
import { useUpdateCampus } from '../api/update-campus.ts';
import { EMPTY_CAMPUS_VALUES, campusFormFields, campusToValues, type CampusFormValues } from '../campus-form-values.ts';
import { CampusForm } from './campus-form.tsx';

export const CAMPUS_REGISTERED = 'Campus registered successfully.';
export const CAMPUS_UPDATED = 'Campus updated successfully.';

/** Not sent on an edit: the university stays, and what the record does not read back is left alone. */
const NOT_EDITED: readonly (keyof CampusFormValues)[] = ['universityId', 'campusNameNepali', 'tole'];

function CampusEdit({ id }: { id: number }) {
  const toast = useToast();
  const campus = useCampus(id);
  const update = useUpdateCampus();
  if (campus.isPending) return <PageLoader label="Loading campus" />;
  if (campus.error || !campus.data) {
    return (
      <Page title="Edit Campus">
        <Alert severity="error">{serverMessage(campus.error, 'Could not load the campus.')}</Alert>
      </Page>
    );
  }
  return (
    <Page title="Edit Campus">
      <Section title={`${campus.data.campusName} (${campus.data.universityName ?? ''})`}>
        <CampusForm
          key={campus.data.id}
          title="Edit Campus"
          submitLabel="Update Campus"
          initialValues={campusToValues(campus.data)}
          locked={NOT_EDITED}
          onSubmit={(values, logo) =>
            update.mutateAsync({ id, fields: campusFormFields(values, 'update', NOT_EDITED), logo })
          }
          onSaved={() => toast.success(CAMPUS_UPDATED)}
          failureMessage={(error) => serverMessage(error, 'Could not update the campus.')}
        />
      </Section>
    </Page>
  );
}

export function CampusRegisterPage() {
  const role = useRole();
  const user = useCurrentUser();
  const toast = useToast();
  const create = useCreateCampus();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const universities = useUniversities(grantsBody);
  const [searchParams] = useSearchParams();
  const editId = Number(searchParams.get('campusId'));
  if (!can(role, 'campus:create')) {
    return (
      <Page title="Campus Register">
        <Alert severity="info">Campuses are registered by their university or the grants body.</Alert>
      </Page>
    );
  }
  if (Number.isInteger(editId) && editId > 0) return <CampusEdit id={editId} />;
  return (
    <Page title="Campus Register">
      <Section title={grantsBody ? 'New campus' : `New campus of ${user?.uniName ?? 'your university'}`}>
        <CampusForm
          title="Register Campus"
          submitLabel="Register Campus"
          initialValues={EMPTY_CAMPUS_VALUES}
          universities={grantsBody ? universityOptions(universities.data) : undefined}
          onSubmit={(values, logo) =>
            create.mutateAsync({
              fields: campusFormFields(values, 'create', grantsBody ? [] : ['universityId']),
              logo,
            })
          }
          onSaved={(reset) => {
            toast.success(CAMPUS_REGISTERED);
            reset();
          }}
          failureMessage={(error) => serverMessage(error, 'Could not register the campus.')}
        />
      </Section>
    </Page>
  );
}

export default CampusRegisterPage;
