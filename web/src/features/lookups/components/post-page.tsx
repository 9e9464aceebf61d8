/** Post Management (/other-setup/post-management): employee positions (api-contract 5.2). */
import {
  CreateEmployeePositionBodySchema,
  NON_TEACHING_TYPES,
  POSITION_CATEGORIES,
  SETUP_MESSAGES,
  type EmployeePosition,
} from '@hemis/contracts';
import { employeePositions } from '../api/employee-positions.ts';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { postName: '', category: '', type: '' };
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function PostPage() {
  return (
    <LookupPage<EmployeePosition, typeof EMPTY>
      title="Post Management"
      entityName="Post"
      resource={employeePositions}
      emptyValues={EMPTY}
      fields={[
        { name: 'postName', label: 'Post Name', required: true },
        { name: 'category', label: 'Category', required: true, options: options(POSITION_CATEGORIES) },
        {
          name: 'type',
          label: 'Type',
          options: options(NON_TEACHING_TYPES),
          hidden: (values) => values.category !== 'Nonteaching',
        },
      ]}
      schema={CreateEmployeePositionBodySchema}
      toBody={(values) => ({
        ...values,
        type: values.category === 'Nonteaching' ? values.type || undefined : undefined,
      })}
      rowName={(row) => row.postName}
      exists={SETUP_MESSAGES.positionExists}
    />
  );
}

export default PostPage;
