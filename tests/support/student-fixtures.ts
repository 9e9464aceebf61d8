/**
 * Where the student modules' tests start: a campus with its CollegeAdmin, running a program
 * of its own, or with one student. Each call makes new ones, so tests never share them.
 */
import type { factoriesFor } from './factories.ts';

type Factories = ReturnType<typeof factoriesFor>;

/** A campus and its CollegeAdmin. */
export async function campusAdmin(make: Factories) {
  const campus = await make.createCampus();
  return { campus, admin: await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }) };
}

/** A campus running a program of its own (so totals count only this test's students), with its admin. */
export async function campusWithProgram(
  make: Factories,
  options: { programType?: 'annual' | 'semester'; universityId?: number } = {},
) {
  const campus = await make.createCampus({ universityId: options.universityId });
  const program = await make.createProgram({
    universityId: campus.universityId,
    runByCampusId: campus.id,
    programType: options.programType,
  });
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, program, admin };
}

/** A campus with its admin and one student. */
export async function campusStudent(make: Factories) {
  const { campus, admin } = await campusAdmin(make);
  const student = await make.createStudent({ campusId: campus.id });
  return { campus, admin, student };
}
