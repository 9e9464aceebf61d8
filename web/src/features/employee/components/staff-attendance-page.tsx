/**
 * Staff attendance for a day (/employee-management/attendance): the campus's active staff
 * with the day's marks (unmarked staff start as present), All present / All absent, and Save.
 * Saving a day again updates it.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { adToBsText, todayAdText } from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useAttendanceDay, useSaveAttendance } from '../api/staff-records.ts';

export function StaffAttendancePage() {
  const toast = useToast();
  const [day, setDay] = useState(todayAdText());
  const marks = useAttendanceDay(day);
  const save = useSaveAttendance();
  const [present, setPresent] = useState<Map<number, boolean>>(new Map());
  useEffect(() => {
    setPresent(new Map((marks.data ?? []).map((row) => [row.employeeID, row.hasAttended ?? true])));
  }, [marks.data]);
  const markAll = (value: boolean) => setPresent(new Map([...present.keys()].map((id) => [id, value])));
  const submit = async () => {
    try {
      await save.mutateAsync(
        [...present.entries()].map(([employeeID, hasAttended]) => ({
          campusId: 0,
          employeeID,
          hasAttended,
          dateAttended: `${day}T00:00:00.000Z`,
          timeAttended: '09:00 AM',
        })),
      );
      toast.success('Attendance saved');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not save the attendance.'));
    }
  };
  const bs = adToBsText(day);
  return (
    <Page title="Employee Attendance">
      <Section>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              type="date"
              label="Date (AD)"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Typography>{bs ? `B.S. ${bs}` : ''}</Typography>
            <Button onClick={() => markAll(true)}>All present</Button>
            <Button onClick={() => markAll(false)}>All absent</Button>
          </Stack>
          {marks.data?.some((row) => row.hasAttended !== null) ? (
            <Alert severity="info">This day was marked before; saving updates it.</Alert>
          ) : undefined}
          <DataTable
            label="Staff attendance"
            rows={marks.data}
            loading={marks.isFetching}
            error={marks.error ? serverMessage(marks.error, 'Could not load the staff.') : undefined}
            rowKey={(row) => row.employeeID}
            emptyText="No active staff at this campus."
            columns={[
              { id: 'name', header: 'Employee Name', value: (row) => row.name },
              { id: 'department', header: 'Department / Section', value: (row) => row.department },
              {
                id: 'present',
                header: 'Present',
                value: (row) => (present.get(row.employeeID) ? 'Present' : 'Absent'),
                render: (row) => (
                  <Checkbox
                    checked={present.get(row.employeeID) ?? true}
                    onChange={(event) => setPresent(new Map(present).set(row.employeeID, event.target.checked))}
                    slotProps={{ input: { 'aria-label': `${row.name} present` } }}
                  />
                ),
              },
            ]}
          />
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={save.isPending || present.size === 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            Save attendance
          </Button>
        </Stack>
      </Section>
    </Page>
  );
}

export default StaffAttendancePage;
