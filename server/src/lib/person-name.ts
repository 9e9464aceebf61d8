/**
 * A person's name as the tables keep it (students, employees, users, graduates): first, middle
 * (optional) and last. Every read that shows a name selects these three columns.
 */
export const NAME_SELECT = { firstName: true, middleName: true, lastName: true } as const;
