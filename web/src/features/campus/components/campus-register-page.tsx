/**
 * /organization-management/campus-register: the grants body registers a campus of any
 * university; a university's administrator registers campuses of its own university (the
 * server takes the university from the signed-in user).
 */
import Alert from '@mui/material/Alert';
import { can, isGrantsBodyRole } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { useUniversities } from '../../university/api/get-universities.ts';
import { useCreateCampus } from '../api/create-campus.ts';
import { EMPTY_CAMPUS_VALUES, campusFormFields } from '../campus-form-values.ts';
import { CampusForm } from './campus-form.tsx';

export const CAMPUS_REGISTERED = 'Campus registered successfully.';

export function CampusRegisterPage() {
  const role = useRole();
  const user = useCurrentUser();
  const toast = useToast();
  const create = useCreateCampus();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const universities = useUniversities(grantsBody);
  if (!can(role, 'campus:create')) {
    return (
      <Page title="Campus Register">
        <Alert severity="info">Campuses are registered by their university or the grants body.</Alert>
      </Page>
    );
  }
  return (
    <Page title="Campus Register">
      <Section title={grantsBody ? 'New campus' : `New campus of ${user?.uniName ?? 'your university'}`}>
        <CampusForm
          title="Register Campus"
          submitLabel="Register Campus"
          initialValues={EMPTY_CAMPUS_VALUES}
          universities={
            grantsBody
              ? (universities.data ?? []).map((university) => ({
                  value: String(university.id),
                  label: university.name,
                }))
              : undefined
          }
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
