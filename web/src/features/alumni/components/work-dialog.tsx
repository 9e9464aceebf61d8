/**
 * Add or change one of the alumnus's work entries (AlumniEmployee/Create and Update/{id}): the
 * contract's schema checks it (the end cannot come before the start); the dates are BS with
 * their AD day, and the API takes the AD day.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ALUMNI_EMPLOYMENT_TYPES, AlumniWorkFormSchema, type AlumniWork } from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  SchemaForm,
  SelectInput,
  TextInput,
  adToBsText,
  applyServerErrors,
  optionsOf,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useSaveWork } from '../api/alumni-work.ts';

const day = (value: string | null | undefined) => (value ?? '').slice(0, 10);

function initialValues(work: AlumniWork | undefined) {
  const startDate = day(work?.startDate);
  const endDate = day(work?.endDate);
  return {
    organizationName: work?.organizationName ?? '',
    designation: work?.designation ?? '',
    employmentType: work?.employmentType ?? '',
    organizationAddress: work?.organizationAddress ?? '',
    startDate,
    startDateBs: startDate ? adToBsText(startDate) : '',
    endDate,
    endDateBs: endDate ? adToBsText(endDate) : '',
    isCurrent: work?.isCurrent ?? false,
    remarks: work?.remarks ?? '',
  };
}

/** `work` absent: a new entry. */
export function WorkDialog({ work, onClose }: { work?: AlumniWork | undefined; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveWork();
  const form = useSchemaForm(AlumniWorkFormSchema, { defaultValues: initialValues(work) });
  const title = work ? 'Edit Work' : 'Add Work';
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="work-title">
      <DialogTitle id="work-title">{title}</DialogTitle>
      <DialogContent>
        <SchemaForm
          form={form}
          id="work-form"
          label={title}
          onSubmit={(body) =>
            save.mutate(
              {
                ...(work ? { id: work.id } : {}),
                body: { ...body, startDate: body.startDate.ad, endDate: body.endDate?.ad, remarks: body.remarks ?? '' },
              },
              {
                onSuccess: () => {
                  toast.success(work ? 'The work entry was saved' : 'The work entry was added');
                  onClose();
                },
                onError: (error) => {
                  applyServerErrors(form, error);
                  toast.error(serverMessage(error, 'The work entry could not be saved'));
                },
              },
            )
          }
        >
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextInput name="organizationName" label="Organization" required />
            <TextInput name="designation" label="Designation" required />
            <SelectInput
              name="employmentType"
              label="Employment Type"
              emptyLabel="None"
              options={optionsOf(ALUMNI_EMPLOYMENT_TYPES)}
            />
            <TextInput name="organizationAddress" label="Organization Address" />
            <BsDateInput name="startDateBs" adName="startDate" label="Start Date" required />
            <BsDateInput name="endDateBs" adName="endDate" label="End Date" />
            <CheckboxInput name="isCurrent" label="I currently work here" />
            <TextInput name="remarks" label="Remarks" multiline minRows={2} />
          </Stack>
        </SchemaForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="work-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
