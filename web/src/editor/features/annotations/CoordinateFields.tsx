import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidFieldProps } from '../../../components/FieldError';

/**
 * Longitude and latitude typed in decimal degrees (a dot placed by coordinates, a note's target). The
 * pair is applied on Enter or when the field is left, as one change; a value out of range says so.
 */
export function CoordinateFields({
  lon,
  lat,
  label,
  onChange,
}: {
  lon: number;
  lat: number;
  label?: string;
  onChange: (lon: number, lat: number) => void;
}) {
  const { t } = useTranslation('panels');
  const [typed, setTyped] = useState<{ lon: string; lat: string } | null>(null);
  // Six decimals (about 10 cm) are shown: a placed point's 15 digits only filled the box.
  const shown = typed ?? { lon: String(round6(lon)), lat: String(round6(lat)) };
  const errorId = useId();
  const lonValue = Number(shown.lon);
  const latValue = Number(shown.lat);
  const lonBad = shown.lon.trim() === '' || !(lonValue >= -180 && lonValue <= 180);
  const latBad = shown.lat.trim() === '' || !(latValue >= -90 && latValue <= 90);
  const commit = () => {
    // Nothing typed: leaving the field keeps the exact place (not the rounded one shown).
    if (typed === null) return;
    setTyped(null);
    if (!lonBad && !latBad && (lonValue !== lon || latValue !== lat)) onChange(lonValue, latValue);
  };
  return (
    <div
      className="annotation-fields__wide coordinate-fields"
      role="group"
      aria-label={t('annotations.coordinates', { label: label ?? t('annotations.place') })}
    >
      {(['lat', 'lon'] as const).map((axis) => (
        <label key={axis} className="inline">
          <span>{axis === 'lat' ? t('annotations.latitude') : t('annotations.longitude')}</span>
          <input
            className="field field--number"
            type="number"
            step="any"
            min={axis === 'lat' ? -90 : -180}
            max={axis === 'lat' ? 90 : 180}
            value={shown[axis]}
            data-coordinate={axis}
            {...invalidFieldProps(axis === 'lat' ? latBad : lonBad, errorId)}
            onChange={(e) => setTyped({ ...shown, [axis]: e.target.value })}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
          />
        </label>
      ))}
      <FieldError id={errorId} message={latBad || lonBad ? t('annotations.coordinateRange') : null} />
    </div>
  );
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
