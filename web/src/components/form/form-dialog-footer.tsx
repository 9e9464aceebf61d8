import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The end of a form in a dialog: the fields, the server's refusal that belongs to no field,
 * and Cancel beside the submit button, both held while the form is saved.
 */
export function FormDialogBody({
  children,
  failure,
  saving,
  submitLabel,
  onClose,
  blocked = false,
}: {
  children: ReactNode;
  failure: string | undefined;
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
  /** Holds the submit while the form says why it cannot be sent yet (a voucher that does not balance). */
  blocked?: boolean;
}) {
  const { t } = useTranslation('components');
  return (
    <>
      <DialogContent>
        {children}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : undefined}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || blocked}>
          {saving ? t('saving') : submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
