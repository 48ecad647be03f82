import { useState } from 'react';
import { useNavigate } from 'react-router';
import { editorPathOf } from '@mapwright/core/countries/countries';
import type { CustomCountry } from '@mapwright/core/custom/build';
import { storedBoundaryContent } from '@mapwright/core/custom/custom-map';
import { customSlugOf } from '@mapwright/core/document/map-slug';
import { useSession } from '../session/session';
import { keepBoundary } from './boundaryStore';
import { ensureBoundaryOnServer } from './boundaryUpload';

/** "report.geojson" -> "report": what the boundaries are called until the user says otherwise. */
function nameOfFile(fileName: string): string {
  return fileName.replace(/\.(geo|topo)?json$|\.zip$|\.kml$/i, '').trim() || fileName;
}

/**
 * The built level (or the groups and the divisions under them) becomes a map: kept in this browser by its hash (and on the server at once when the
 * user is signed in, else at their first save), then opened in the editor at /Custom/{hash}.
 */
export function MakeMapForm({ fileName, country }: { fileName: string; country: CustomCountry }) {
  const [name, setName] = useState(() => nameOfFile(fileName));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { userLoggedIn } = useSession();
  const make = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { content, hash } = await storedBoundaryContent({
        version: 1,
        name,
        projection: country.projection,
        screen: country.screen,
        print: country.print,
        ...(country.level2 && { level2: country.level2 }),
      });
      await keepBoundary(hash, content);
      // Uploaded now when it can be; a failure here is retried by the first save.
      if (userLoggedIn) void ensureBoundaryOnServer(hash).catch(() => undefined);
      void navigate(editorPathOf(customSlugOf(hash)));
    } catch (error) {
      setBusy(false);
      setProblem(
        error instanceof Error && error.name === 'ZodError'
          ? 'These boundaries cannot be kept: a division has no name or the file has too many divisions.'
          : `These boundaries could not be kept in this browser. ${error instanceof Error ? error.message : ''}`,
      );
    }
  };
  return (
    <form
      className="custom__make"
      onSubmit={(event) => {
        event.preventDefault();
        void make();
      }}
    >
      <label>
        Call these boundaries
        <input value={name} maxLength={200} required onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy || name.trim() === ''}>
        Make a map of these
      </button>
      {problem === null ? null : (
        <p className="custom__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
