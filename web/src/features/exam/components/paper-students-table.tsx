/**
 * The students of one paper as the attendance sheet and the marks grid show them: serial number,
 * roll number and name, the screen's own cells, and a remarks field per row.
 */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';

export interface PaperStudent {
  studentId: number;
  rollNo: string | null;
  name: string;
}

interface PaperStudentsTableProps<Student extends PaperStudent> {
  /** The table's accessible name. */
  label: string;
  students: Student[];
  /** Header cells of the screen's own columns, between the name and the remarks. */
  headers: ReactNode;
  /** The screen's own cells of a row, in the order of `headers`. */
  cells: (student: Student) => ReactNode;
  /** Shown under the name, such as the row's error. */
  note?: (student: Student) => ReactNode;
  remarks: (student: Student) => string;
  onRemarks: (student: Student, remarks: string) => void;
}

export function PaperStudentsTable<Student extends PaperStudent>({
  label,
  students,
  headers,
  cells,
  note,
  remarks,
  onRemarks,
}: PaperStudentsTableProps<Student>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>S.No.</TableCell>
            <TableCell>Roll No</TableCell>
            <TableCell>Student Name</TableCell>
            {headers}
            <TableCell>Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student, index) => (
            <TableRow key={student.studentId} hover>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{student.rollNo ?? '—'}</TableCell>
              <TableCell>
                {student.name}
                {note?.(student)}
              </TableCell>
              {cells(student)}
              <TableCell>
                <TextField
                  size="small"
                  value={remarks(student)}
                  onChange={(event) => onRemarks(student, event.target.value)}
                  slotProps={{ htmlInput: { 'aria-label': `Remarks of ${student.name}`, maxLength: 200 } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
