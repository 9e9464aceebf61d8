/**
 * The one screen of the simple lookups: the setup pattern with the form checked by the
 * contracts' schema, the form's values turned into the wire body (the schema's output may
 * hold parsed values, such as both calendars of a date, that the API reads as text), and
 * the grants body as the writer unless the page names another permission.
 */
import { can, type Permission } from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { valuesOfRow, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import type { FormSchema } from '../../../components/form/schema-form.tsx';
import type { lookupResource } from '../api/lookup-resource.ts';

export interface LookupPageProps<Row extends { id: number }, V extends Record<string, string>> {
  title: string;
  entityName: string;
  resource: ReturnType<typeof lookupResource<Row>>;
  fields: readonly FieldSpec<V>[];
  emptyValues: V;
  /** The contracts' create (or update) schema: its messages show beside the fields. */
  schema: FormSchema<unknown>;
  toBody: (values: V) => object;
  /** The edit form's values of a row; its fields' values as text unless given. */
  toValues?: (row: Row) => V;
  /** The list's columns; the form's fields unless given. */
  columns?: readonly Column<Row>[];
  rowName: (row: Row) => string;
  /** 409's message. */
  exists: string;
  writePermission?: Permission;
}

/** Names and codes are trimmed before sending (spec section 5). */
function trimAll<V extends Record<string, string>>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as V;
}

export function LookupPage<Row extends { id: number }, V extends Record<string, string>>(
  props: LookupPageProps<Row, V>,
) {
  const { resource, toBody, writePermission = 'lookup:write' } = props;
  const role = useRole();
  const list = resource.useList();
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const writer = can(role, writePermission);
  const entity = props.entityName;
  return (
    <SetupScreen
      title={props.title}
      entityName={entity}
      fields={props.fields}
      emptyValues={props.emptyValues}
      schema={props.schema as FormSchema<V>}
      submitsValues
      list={list}
      columns={props.columns}
      rowName={props.rowName}
      create={writer && resource.canCreate ? (values) => create.mutateAsync(toBody(trimAll(values))) : undefined}
      update={
        writer && resource.canUpdate
          ? (row, values) => update.mutateAsync({ id: row.id, body: toBody(trimAll(values)) })
          : undefined
      }
      toValues={props.toValues ?? ((row) => valuesOfRow(props.fields, row))}
      messages={{
        created: `${entity} added successfully`,
        exists: props.exists,
        createFailed: (error) => serverMessage(error, `Failed to add ${entity.toLowerCase()}`),
        updated: `${entity} updated successfully`,
        updateFailed: (error) => serverMessage(error, `Failed to update ${entity.toLowerCase()}`),
      }}
    />
  );
}
