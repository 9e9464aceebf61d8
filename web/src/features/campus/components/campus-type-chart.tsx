/**
 * Stacked horizontal bars of campuses by type per university, in plain SVG: no chart
 * library for one chart (docs/decisions/0013). Colours come from the theme; every bar has
 * a title so the numbers are readable without the table.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CAMPUS_TYPES, type CampusCountRow, type CampusType } from '@hemis/contracts';
import { CAMPUS_TYPE_TITLES } from './campus-list-page.tsx';

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 90;
const CHART_WIDTH = 640;
const VALUE_WIDTH = 40;

/** The scale's end: the largest total, at least 1 so an empty chart still draws. */
export function scaleMaximum(rows: readonly { total: number }[]): number {
  return Math.max(1, ...rows.map((row) => row.total));
}

export function CampusTypeChart({ rows }: { rows: readonly CampusCountRow[] }) {
  const theme = useTheme();
  const colours: Record<CampusType, string> = {
    constituent: theme.palette.primary.main,
    community: theme.palette.success.main,
    private: theme.palette.warning.main,
  };
  const maximum = scaleMaximum(rows);
  const barSpace = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = rows.length * (BAR_HEIGHT + GAP) + GAP;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {CAMPUS_TYPES.map((type) => (
          <Stack key={type} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" fill={colours[type]} />
            </svg>
            <Typography variant="body2">{CAMPUS_TYPE_TITLES[type]}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label="Campuses by type and university"
          viewBox={`0 0 ${CHART_WIDTH} ${height}`}
          width="100%"
          height={height}
          preserveAspectRatio="xMinYMin meet"
        >
          {rows.map((row, index) => {
            const y = GAP + index * (BAR_HEIGHT + GAP);
            let x = LABEL_WIDTH;
            return (
              <g key={row.universityId} data-university={row.universityCode}>
                <text
                  x={LABEL_WIDTH - 6}
                  y={y + BAR_HEIGHT / 2}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize="12"
                  fill={theme.palette.text.primary}
                >
                  {row.universityCode}
                </text>
                {CAMPUS_TYPES.map((type) => {
                  const width = (row[type] / maximum) * barSpace;
                  const bar = (
                    <rect key={type} x={x} y={y} width={width} height={BAR_HEIGHT} fill={colours[type]}>
                      <title>{`${row.universityName}: ${row[type]} ${type}`}</title>
                    </rect>
                  );
                  x += width;
                  return bar;
                })}
                <text
                  x={x + 6}
                  y={y + BAR_HEIGHT / 2}
                  dominantBaseline="middle"
                  fontSize="12"
                  fill={theme.palette.text.secondary}
                >
                  {row.total}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
