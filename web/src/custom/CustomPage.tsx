import { useId, useState, type DragEvent } from 'react';
import type { LevelChoice } from '@mapwright/core/custom/build';
import { PageLayout } from '../components/PageLayout';
import type { ReadResult } from './boundaryClient';
import { BuiltPreview } from './BuiltPreview';
import { MakeMapForm } from './MakeMapForm';
import { STEP_WORDS, useBoundaryUpload } from './useBoundaryUpload';
import './CustomPage.css';

/**
 * /Custom: the user's own boundaries (constituencies, wards, postcode areas) from a GeoJSON, TopoJSON,
 * zipped shapefile or KML file, read in a worker; the user says which property names the divisions (and
 * optionally which groups them into a first level, the divisions then being the second).
 */
export default function CustomPage() {
  const { state, upload, build } = useBoundaryUpload();
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };
  return (
    <PageLayout nav="countries">
      <title>Use your own boundaries – Mapwright</title>
      <section className="custom">
        <h1>Use your own boundaries</h1>
        <p>
          Constituencies, wards, postcode areas, school districts: upload them as GeoJSON, TopoJSON, a zipped
          shapefile (with its .prj, in any coordinate system) or KML.
        </p>
        <label
          htmlFor={inputId}
          className={`custom__drop${dragging ? ' custom__drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span>Choose a file or drop it here</span>
          <input
            id={inputId}
            type="file"
            accept=".json,.geojson,.topojson,.zip,.kml"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
              event.target.value = '';
            }}
          />
        </label>
        {state.status === 'working' ? (
          <p className="custom__progress" role="status">
            {state.fileName}: {STEP_WORDS[state.step]}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p className="custom__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'choose' ? (
          <PropertyChoice
            read={state.read}
            fileName={state.fileName}
            onBuild={(choice) => void build(choice)}
          />
        ) : null}
        {state.status === 'built' ? (
          <BuiltPreview fileName={state.fileName} country={state.country}>
            <MakeMapForm fileName={state.fileName} country={state.country} />
          </BuiltPreview>
        ) : null}
      </section>
    </PageLayout>
  );
}

function PropertyChoice({
  read,
  fileName,
  onBuild,
}: {
  read: ReadResult;
  fileName: string;
  onBuild: (choice: LevelChoice) => void;
}) {
  const [name, setName] = useState(read.guess ?? read.properties[0]?.key ?? '');
  const [code, setCode] = useState('');
  const [parent, setParent] = useState('');
  const option = (key: string, examples: readonly string[]) => (
    <option key={key} value={key}>
      {key} ({examples.join(', ')})
    </option>
  );
  return (
    <form
      className="custom__choice"
      onSubmit={(event) => {
        event.preventDefault();
        onBuild({
          nameProperty: name,
          ...(code !== '' && { codeProperty: code }),
          ...(parent !== '' && { parentProperty: parent }),
        });
      }}
    >
      <p>
        {fileName}: a {read.format === 'shapefile' ? 'shapefile' : `${read.format} file`} with{' '}
        {read.features.toLocaleString('en')} areas.
      </p>
      <label>
        Name of each division
        <select value={name} onChange={(event) => setName(event.target.value)}>
          {read.properties.map((p) => option(p.key, p.examples))}
        </select>
      </label>
      <label>
        Code (matched by data imports)
        <select value={code} onChange={(event) => setCode(event.target.value)}>
          <option value="">None</option>
          {read.properties.map((p) => option(p.key, p.examples))}
        </select>
      </label>
      <label>
        Group into a first level by (optional)
        <select value={parent} onChange={(event) => setParent(event.target.value)}>
          <option value="">None</option>
          {read.properties.map((p) => option(p.key, p.examples))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={name === ''}>
        Build the map
      </button>
    </form>
  );
}
