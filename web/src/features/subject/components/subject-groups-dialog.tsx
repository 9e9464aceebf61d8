/**
 * The subject list's Groups/Major dialog: each tick or untick is saved at once through
 * POST /Subject/AddGroupSubject or DELETE /Subject/RemoveGroupSubject; the tick shows at
 * once and the server's answer (the subject with its groups) then replaces it.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Subject } from '@hemis/contracts';
import { CheckboxGroup, toggledIds } from '../../../components/checkbox-group.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useMajorSubjectsOfProgram } from '../../major-subject/api/get-major-subjects-of-program.ts';
import { useAddGroupSubject, useRemoveGroupSubject } from '../api/group-subjects.ts';
import { GROUPS_LABEL, groupChoices, groupsEmptyText } from './subject-groups-field.tsx';

export function SubjectGroupsDialog({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const toast = useToast();
  const majors = useMajorSubjectsOfProgram(subject.programId);
  const add = useAddGroupSubject();
  const remove = useRemoveGroupSubject();
  const [ticked, setTicked] = useState<readonly number[]>(subject.majorSubjectIds);
  const saving = add.isPending || remove.isPending;

  const toggle = async (majorSubjectId: number, checked: boolean) => {
    const group = { subjectId: subject.id, majorSubjectId };
    const before = ticked;
    // The tick shows at once; a failed call puts it back.
    setTicked(toggledIds(before, majorSubjectId, checked));
    try {
      const saved = await (checked ? add : remove).mutateAsync(group);
      setTicked(saved.majorSubjectIds);
      toast.success(checked ? 'Group added to the subject' : 'Group removed from the subject');
    } catch (error) {
      setTicked(before);
      toast.error(serverMessage(error, checked ? 'Failed to add the group' : 'Failed to remove the group'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="subject-groups-title">
      <DialogTitle id="subject-groups-title">Groups/Major of {subject.subjectName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {subject.program.programName}: each change is saved at once.
        </Typography>
        <CheckboxGroup
          label={GROUPS_LABEL}
          choices={groupChoices(majors.data, ticked)}
          checked={ticked}
          onToggle={(id, checked) => void toggle(id, checked)}
          loading={majors.isPending}
          disabled={saving}
          emptyText={groupsEmptyText(Boolean(majors.error))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
