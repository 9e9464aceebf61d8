/**
 * An infrastructure register's screen (screens 8.7): the add form on top, the campus's
 * records below with Edit, and Archive in place of a delete the contract does not have: it
 * asks for the reason, and the record leaves the list but is kept (docs/decisions/0028).
 * The campus's own staff add, edit and archive; everyone else who may read sees the list.
 */
import { useState } from 'react';
import { can, type Building } from '@hemis/contracts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { RowButton } from '../../../components/row-actions.tsx';
import type { FormValues } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, serverMessage, setupWrites } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useArchiveRegisterRecord } from '../api/archive-register-record.ts';
import { useCreateRegisterRecord } from '../api/create-register-record.ts';
import { useRegisterRecords } from '../api/get-register-records.ts';
import { useUpdateRegisterRecord } from '../api/update-register-record.ts';
import type { RegisterScreen } from '../routes/register-screens.ts';
import { BUILDING, REGISTERS_BY_PATH, type RegisterDescription, type RegisterRow } from './registers.tsx';

/** Asks why a record is archived before it leaves the list. */
function ArchiveDialog({
  register,
  row,
  onClose,
}: {
  register: RegisterDescription;
  row: RegisterRow;
  onClose: () => void;
}) {
  const name = register.rowName(row);
  return (
    <ReasonDialog
      id={row.id}
      action={useArchiveRegisterRecord(register.path)}
      title={`Archive ${name}?`}
      confirmLabel="Archive"
      reasonLabel="Reason for archiving"
      reasonRequired="A reason is required to archive a record"
      succeeded={`${register.entityName} archived`}
      failed="The record could not be archived"
      onClose={onClose}
    >
      An archived record leaves the list and the campus’s figures, and can no longer be edited; it is kept with the
      reason, for the record.
    </ReasonDialog>
  );
}

export function RegisterPage({ register }: { register: RegisterDescription }) {
  const role = useRole();
  const mayWrite = can(role, 'infrastructure:write');
  const list = useRegisterRecords<RegisterRow>(register.path);
  const buildings = useRegisterRecords<Building>(BUILDING.path);
  const create = useCreateRegisterRecord<unknown, RegisterRow>(register.path);
  const update = useUpdateRegisterRecord<unknown, RegisterRow>(register.path, register.updateMethod);
  const [archiving, setArchiving] = useState<RegisterRow | undefined>();
  const buildingOptions = register.inBuilding
    ? (buildings.data ?? []).map((building) => ({ value: String(building.id), label: building.houseName }))
    : [];
  const fields = register.fields(buildingOptions);
  const entity = register.entityName.toLowerCase();
  return (
    <>
      <SetupScreen<RegisterRow, FormValues, unknown>
        title={register.title}
        entityName={register.entityName}
        fields={fields}
        emptyValues={register.emptyValues}
        schema={register.schema}
        list={list}
        columns={register.columns?.(fields)}
        rowName={register.rowName}
        {...setupWrites(create, update, { create: mayWrite, update: mayWrite })}
        rowActions={
          mayWrite
            ? (row) => (
                <RowButton color="warning" onClick={() => setArchiving(row)} label={`Archive ${register.rowName(row)}`}>
                  Archive
                </RowButton>
              )
            : undefined
        }
        messages={{
          created: `${register.entityName} added successfully`,
          createFailed: (error) => serverMessage(error, `Failed to add the ${entity}`),
          updated: `${register.entityName} updated successfully`,
          updateFailed: (error) => serverMessage(error, `Failed to update the ${entity}`),
        }}
      />
      {archiving ? (
        <ArchiveDialog register={register} row={archiving} onClose={() => setArchiving(undefined)} />
      ) : undefined}
    </>
  );
}

/** The screen of the register at a path of /infrastructure-management (spec section 2). */
export function InfrastructureRegisterPage({ screen }: { screen: RegisterScreen }) {
  // Keyed by the screen, so moving to another register starts its own form.
  return <RegisterPage key={screen} register={REGISTERS_BY_PATH[screen]} />;
}

export default InfrastructureRegisterPage;
