/**
 * /add-location (GPS): place a campus on the map by a click or by typing its latitude and
 * longitude (always possible, checked against Nepal's bounds), then save it with
 * PATCH Campus/UpdateLongitude. A campus places itself; the grants body picks any campus and
 * sees every campus with coordinates as a marker.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, isGrantsBodyRole } from '@hemis/contracts';
import { FormField } from '../../../components/form-field.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { usePublicSettings } from '../../settings/api/get-public-settings.ts';
import { useCampus } from '../api/get-campus.ts';
import { useCampusLocations } from '../api/get-campus-locations.ts';
import { useCampusOptions } from '../api/get-campus-options.ts';
import { useUpdateCampusLocation } from '../api/update-campus-location.ts';
import { formatCoordinate, parseCoordinates, type CoordinateErrors } from '../campus-location.ts';

const CampusMap = lazy(() => import('./campus-map.tsx'));

export const LOCATION_SAVED = 'Campus location saved.';

export function CampusLocationPage() {
  const role = useRole();
  const user = useCurrentUser();
  const toast = useToast();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const ownCampusId = !grantsBody && user?.type === 'college' ? user.institution.id : undefined;
  const options = useCampusOptions(grantsBody);
  const [chosenId, setChosenId] = useState<number | undefined>();
  const campusId = grantsBody ? chosenId : ownCampusId;
  const campus = useCampus(campusId);
  const locations = useCampusLocations();
  const save = useUpdateCampusLocation();
  const mayPlace = can(role, 'campus:update');
  const tileUrl = usePublicSettings()?.mapTileUrl || undefined;

  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [errors, setErrors] = useState<CoordinateErrors>({});

  useEffect(() => {
    const record = campus.data;
    setLatitude(record?.latitude === null || record?.latitude === undefined ? '' : String(record.latitude));
    setLongitude(record?.longitude === null || record?.longitude === undefined ? '' : String(record.longitude));
    setErrors({});
  }, [campus.data]);

  const parsed = parseCoordinates(latitude, longitude);
  const selected = parsed.ok ? { latitude: parsed.latitude, longitude: parsed.longitude } : undefined;
  const markers = useMemo(
    () =>
      (locations.data ?? [])
        .filter((marker) => marker.id !== campusId)
        .map((marker) => ({
          id: marker.id,
          label: `${marker.campusName} (${marker.universityName})`,
          latitude: marker.latitude,
          longitude: marker.longitude,
        })),
    [locations.data, campusId],
  );

  const submit = async () => {
    if (!campusId) return;
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      await save.mutateAsync({ id: campusId, latitude: parsed.latitude, longitude: parsed.longitude });
      toast.success(LOCATION_SAVED);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ latitude: fields.latitude ?? fields.Latitude, longitude: fields.longitude ?? fields.Longitude });
      toast.error(serverMessage(error, 'Could not save the location.'));
    }
  };

  return (
    <Page title="Campus Location (GPS)">
      <Section>
        <Stack spacing={2}>
          {grantsBody ? (
            <Autocomplete
              options={options.data ?? []}
              loading={options.isPending}
              getOptionLabel={(option) => `${option.campusName} (${option.universityName})`}
              getOptionKey={(option) => option.id}
              value={(options.data ?? []).find((option) => option.id === chosenId) ?? null}
              onChange={(_event, option) => setChosenId(option?.id)}
              renderInput={(params) => <TextField {...params} size="small" label="Campus" />}
            />
          ) : !ownCampusId ? (
            <Alert severity="info">Your account does not belong to a campus.</Alert>
          ) : undefined}
          {campus.isLoading ? <PageLoader label="Loading campus" /> : undefined}
          {campus.error ? <Alert severity="error">Could not load the campus.</Alert> : undefined}
          {campus.data ? (
            <Typography variant="h6" component="h2">
              {campus.data.campusName}
            </Typography>
          ) : undefined}
          <Box
            component="form"
            aria-label="Campus location"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormField
                  id="location-latitude"
                  label="Latitude"
                  inputMode="decimal"
                  value={latitude}
                  error={errors.latitude}
                  helperText="Decimal degrees, e.g. 27.7172"
                  disabled={!campusId || !mayPlace}
                  onChange={(event) => {
                    setLatitude(event.target.value);
                    setErrors((current) => ({ ...current, latitude: undefined }));
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormField
                  id="location-longitude"
                  label="Longitude"
                  inputMode="decimal"
                  value={longitude}
                  error={errors.longitude}
                  helperText="Decimal degrees, e.g. 85.3240"
                  disabled={!campusId || !mayPlace}
                  onChange={(event) => {
                    setLongitude(event.target.value);
                    setErrors((current) => ({ ...current, longitude: undefined }));
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                {mayPlace ? (
                  <Button type="submit" variant="contained" disabled={!campusId || save.isPending}>
                    {save.isPending ? 'Saving…' : 'Save Location'}
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Only the campus administrator may change the location.
                  </Typography>
                )}
              </Grid>
            </Grid>
          </Box>
          {mayPlace && campusId ? (
            <Typography variant="body2" color="text.secondary">
              Click the map to place the campus, or type its coordinates.
            </Typography>
          ) : undefined}
          {locations.error ? (
            <Alert severity="warning">Other campuses could not be shown on the map.</Alert>
          ) : undefined}
          <Suspense fallback={<PageLoader label="Loading map" />}>
            <CampusMap
              tileUrl={tileUrl}
              markers={markers}
              selected={selected}
              onPick={
                mayPlace && campusId
                  ? (lat, lng) => {
                      setLatitude(formatCoordinate(lat));
                      setLongitude(formatCoordinate(lng));
                      setErrors({});
                    }
                  : undefined
              }
            />
          </Suspense>
          <Typography variant="body2" color="text.secondary">
            {markers.length} other campus{markers.length === 1 ? '' : 'es'} on the map.
          </Typography>
        </Stack>
      </Section>
    </Page>
  );
}

export default CampusLocationPage;
