/**
 * /image: the campus's image gallery (spec section 2, the original ImageUploader). The campus's
 * staff upload photographs of its buildings, labs, library and grounds with a caption (the
 * chosen file previewed before it is sent), change a caption and delete an image after a
 * confirmation; readers of a university or the grants body see the images of their scope.
 * The images are private files, shown on the campus's signed-in fact sheet too.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPUS_IMAGE_CAPTION_MAX_LENGTH,
  CAMPUS_IMAGE_LIMIT,
  CAMPUS_IMAGE_MAX_BYTES,
  CAMPUS_IMAGE_MESSAGES,
  CreateCampusImageBodySchema,
  UpdateCampusImageBodySchema,
  can,
  type CampusImage,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  FileInput,
  SchemaForm,
  TextInput,
  applyServerErrors,
  fileRules,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCreateCampusImage } from '../api/create-campus-image.ts';
import { useDeleteCampusImage } from '../api/delete-campus-image.ts';
import { useCampusImagePage } from '../api/get-campus-images.ts';
import { useUpdateCampusImage } from '../api/update-campus-image.ts';
import { CampusImageGrid } from './campus-image-grid.tsx';

/** A campus's whole gallery fits one page; a university's or the country's is paged by as many. */
const PAGE_SIZE = CAMPUS_IMAGE_LIMIT;

const IMAGE_RULES = fileRules({ image: ['image', 'The image'] }, CAMPUS_IMAGE_MAX_BYTES);

const captionHelp = `Up to ${CAMPUS_IMAGE_CAPTION_MAX_LENGTH} characters`;

type UploadValues = {
  image?: File | undefined;
  caption: string;
};

function UploadForm({ full }: { full: boolean }) {
  const toast = useToast();
  const create = useCreateCampusImage();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(CreateCampusImageBodySchema, {
    defaultValues: { caption: '' } as UploadValues,
    rules: IMAGE_RULES,
    submitsValues: true,
  });

  const submit = async () => {
    setFailure(undefined);
    const { image, caption } = form.getValues();
    if (!image) return;
    try {
      await create.mutateAsync({ image, caption });
      toast.success('Image uploaded');
      form.reset({ image: undefined, caption: '' });
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message = elsewhere.join(' ') || serverMessage(error, 'The image could not be uploaded.');
      setFailure(message);
      toast.error(message);
    }
  };

  const saving = form.formState.isSubmitting;
  return (
    <SchemaForm form={form} onSubmit={submit} label="Upload a campus image">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5, md: 4 }}>
          <FileInput name="image" label="Image (PNG, JPEG or WebP, up to 5 MB)" kind="image" />
        </Grid>
        <Grid size={{ xs: 12, sm: 7, md: 8 }}>
          <Stack spacing={2}>
            <TextInput
              name="caption"
              label="Caption"
              required
              helperText={captionHelp}
              slotProps={{ htmlInput: { maxLength: CAMPUS_IMAGE_CAPTION_MAX_LENGTH } }}
            />
            {full ? <Alert severity="info">{CAMPUS_IMAGE_MESSAGES.limitReached}</Alert> : undefined}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : undefined}
            <Button type="submit" variant="contained" disabled={saving || full} sx={{ alignSelf: 'flex-start' }}>
              {saving ? 'Uploading…' : 'Upload'}
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </SchemaForm>
  );
}

function CaptionDialog({ image, onClose }: { image: CampusImage; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateCampusImage();
  const form = useSchemaForm(UpdateCampusImageBodySchema, { defaultValues: { caption: image.caption } });

  const submit = async ({ caption }: { caption: string }) => {
    try {
      await update.mutateAsync({ id: image.id, caption });
      toast.success('Caption saved');
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      toast.error(elsewhere.join(' ') || serverMessage(error, 'The caption could not be saved.'));
    }
  };

  const saving = form.formState.isSubmitting;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="caption-dialog-title">
      <SchemaForm form={form} onSubmit={submit} label="Edit caption">
        <DialogTitle id="caption-dialog-title">Edit Caption</DialogTitle>
        <DialogContent>
          <TextInput
            name="caption"
            label="Caption"
            required
            autoFocus
            helperText={captionHelp}
            slotProps={{ htmlInput: { maxLength: CAMPUS_IMAGE_CAPTION_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

export function CampusImagePage() {
  const toast = useToast();
  const role = useRole();
  const mayWrite = can(role, 'infrastructure:write');
  const [page, setPage] = useState(1);
  const list = useCampusImagePage(page, PAGE_SIZE);
  const remove = useDeleteCampusImage();
  const [editing, setEditing] = useState<CampusImage>();
  const [removing, setRemoving] = useState<CampusImage>();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Image deleted');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not delete the image.'));
    } finally {
      setRemoving(undefined);
    }
  };

  let gallery;
  if (list.isPending) gallery = <PageLoader label="Loading the campus images" />;
  else if (list.isError)
    gallery = (
      <Alert severity="error" role="alert">
        {serverMessage(list.error, 'Could not load the campus images.')}
      </Alert>
    );
  else if (list.data.data.length === 0)
    gallery = (
      <Typography color="text.secondary">
        {mayWrite ? 'No images yet: upload a photograph of the campus above.' : 'No campus images uploaded yet.'}
      </Typography>
    );
  else
    gallery = (
      <Stack spacing={2}>
        <CampusImageGrid
          images={list.data.data}
          actions={
            mayWrite
              ? (image) => (
                  <>
                    <Button
                      size="small"
                      aria-label={`Edit caption of ${image.caption}`}
                      onClick={() => setEditing(image)}
                    >
                      Edit caption
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`Delete ${image.caption}`}
                      onClick={() => setRemoving(image)}
                    >
                      Delete
                    </Button>
                  </>
                )
              : undefined
          }
        />
        {list.data.totalPages > 1 ? (
          <Pagination
            count={list.data.totalPages}
            page={page}
            onChange={(_, next) => setPage(next)}
            aria-label="Pages of campus images"
          />
        ) : undefined}
      </Stack>
    );

  const total = list.data?.totalRecords ?? 0;
  return (
    <Page title="Campus Images">
      {mayWrite ? (
        <Section title="Upload an Image">
          <UploadForm full={total >= CAMPUS_IMAGE_LIMIT} />
        </Section>
      ) : undefined}
      <Section title={mayWrite ? `Images (${total} of ${CAMPUS_IMAGE_LIMIT})` : 'Images'}>{gallery}</Section>
      {editing ? <CaptionDialog image={editing} onClose={() => setEditing(undefined)} /> : undefined}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Delete this image?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      >
        “{removing?.caption}” is removed from the gallery and the campus’s fact sheet.
      </ConfirmDialog>
    </Page>
  );
}

export default CampusImagePage;
