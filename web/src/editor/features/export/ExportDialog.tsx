import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paperOfPreset, type Frame } from '@mapwright/core/document/frame';
import { setFrame } from '@mapwright/core/document/operations/frame';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import {
  defaultPdfPage,
  EXPORT_FORMATS,
  isSeriesFormat,
  SERIES_FORMATS,
  SERIES_SIZE_PRESETS,
  frameForSize,
  framePageMm,
  isLetterboxed,
  orientationOf,
  outputSize,
  PAPER_SIZES_MM,
  SIZE_PRESETS,
  sizeIssue,
  type DownloadFormat,
  type Orientation,
  type PaperSize,
  type PixelSize,
  type PdfPage,
  type SizeChoice,
  type SizePreset,
} from '@mapwright/core/export/sizes';
import { invalidFieldProps } from '../../../components/FieldError';
import { useSession } from '../../../session/session';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { anchorGeometryOf } from '../annotations';
import { timeMapOf } from '@mapwright/core/document/time-series';
import { buildExportTree, exportDocument, svgFile, type LevelsChoice, type SvgOptions } from './buildSvg';
import type { Grant } from './grant';
import { runExport, type ExportProgress } from './runExport';
import { allowanceOf, doneText } from './downloadAllowance';
import { translateCore } from '../../../i18n/coreMessages';
import { formatNumber, useLanguage } from '../../../i18n/format';
import { AllowanceLines, UpgradeOffer, useDownloadCredit } from './DownloadAllowance';
import { ExportError } from './exportError';
import './export.css';
import { ModalDialog } from '../../../components/ModalDialog';

/** The levels an export can draw, in the order the select offers them. */
const LEVELS_CHOICES: readonly LevelsChoice[] = ['shown', '1', '2', 'both'];

const PRESET_DPI: Partial<Record<SizePreset, number>> = { 'a4-300': 300, 'a3-300': 300 };

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: ExportProgress }
  | { readonly kind: 'done'; readonly fileName: string; readonly grant: Grant }
  | { readonly kind: 'upgrade'; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

/** The size problem's message: it describes the custom size fields while they are invalid. */
const PROBLEM_ID = 'export-size-problem';

/**
 * The export dialog: format, size (presets or custom), options, the downloads left (live from the
 * session), a preview rendered from the same SVG, and the export with progress and Cancel.
 */
export function ExportDialog({
  open,
  onClose,
  onSignIn,
}: {
  open: boolean;
  onClose: () => void;
  /**
   * Opens the sign-in dialog over this one (decision "Signing in from the editor happens in a dialog over the
   * map"); this dialog stays open, as it was.
   */
  onSignIn: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const lng = useLanguage();
  const shapeText = useShapeText();
  const framePageText = useFramePageText();
  const { geometry, editor } = useEditorServices();
  // Closed, the dialog keeps the document it last saw: it must not re-render on every edit.
  const doc = useEditorSelector(
    (s) => s.doc,
    (a, b) => !open || a === b,
  );
  const session = useSession();
  const [chosenFormat, setFormat] = useState<DownloadFormat>('png');
  // A time map also downloads as its whole series (decision "Series are encoded in the browser with
  // WebCodecs and gifenc"); the picture formats show the step on screen.
  const steps = timeMapOf(doc)?.steps.length ?? 0;
  const format: DownloadFormat = steps === 0 && isSeriesFormat(chosenFormat) ? 'png' : chosenFormat;
  const series = isSeriesFormat(format);
  const formats: readonly DownloadFormat[] =
    steps > 0 ? [...EXPORT_FORMATS, ...SERIES_FORMATS] : EXPORT_FORMATS;
  const [preset, setPreset] = useState<SizePreset>('4k');
  const [custom, setCustom] = useState({ width: 2000, height: 1500, dpi: 300 });
  const [paper, setPaper] = useState<PdfPage>(() => defaultPdfPage(doc.frame).page);
  const [orientation, setOrientation] = useState<Orientation>(() => orientationOf(doc.frame));
  const [svgOptions, setSvgOptions] = useState<SvgOptions>({
    transparent: false,
    credit: true,
    levels: 'shown',
  });
  // A paper frame (A4 or A3) opens the dialog on that paper at 300 dpi: the frame is in CSS pixels and
  // the export scales it to print (decision "Frames named for where maps go"). The dialog is loaded
  // when first opened, so it can mount already open: that first render counts as the opening too.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    const frame = editor.document.frame;
    const paperOfFrame = open ? paperOfPreset(frame.preset) : undefined;
    if (paperOfFrame) setPreset(paperOfFrame === 'A4' ? 'a4-300' : 'a3-300');
    // A PDF is made on the frame's own page unless the frame is paper (decision "A PDF's page is the
    // frame's own size unless the frame is paper"): a square map makes a square page.
    if (open) {
      const page = defaultPdfPage(frame);
      setPaper(page.page);
      setOrientation(page.orientation);
    }
  }
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // A series is made at the sizes for posts and slides (or the frame's): every frame is drawn whole.
  const presets: readonly SizePreset[] = series ? SERIES_SIZE_PRESETS : SIZE_PRESETS;
  const sizePreset: SizePreset = presets.includes(preset) ? preset : 'social-square';
  const choice: SizeChoice = {
    preset: sizePreset,
    width: custom.width,
    height: custom.height,
    dpi: custom.dpi,
  };
  const size = outputSize(choice, doc.frame);
  const issue = format === 'pdf' ? null : sizeIssue(size);
  const problem = issue && translateCore(t, issue);
  // A size of another shape than the frame's (decision "An export size of another shape offers to
  // change the frame"): said, with the frame that fits offered; bands only when asked for.
  const [bands, setBands] = useState(false);
  const otherShape = format !== 'pdf' && problem === null && isLetterboxed(doc.frame, size);
  const shapeUnsettled = otherShape && !bands;
  const fittingFrame = frameForSize(choice, doc.frame);
  const exportDoc = useMemo(() => exportDocument(doc, svgOptions.levels), [doc, svgOptions.levels]);
  const attribution = attributionOfDrawnLevels(geometry.entry, exportDoc);

  // The preview: the same tree (screen geometry, the chosen options), as an <img> of the SVG file.
  useEffect(() => {
    if (!open) return;
    let stale = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      buildExportTree(doc, anchorGeometryOf(geometry), attribution, svgOptions, controller.signal).then(
        (tree) => {
          if (stale) return;
          setPreview(URL.createObjectURL(new Blob([svgFile(tree, doc.frame)], { type: 'image/svg+xml' })));
        },
        () => undefined,
      );
    }, 120);
    return () => {
      stale = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, doc, geometry, attribution, svgOptions]);
  // A preview's URL is released once the next one has replaced it in the <img>, or when the dialog goes.
  // Released as the dialog closed, it left the next opening's <img> loading a revoked URL: an error in the
  // console at every opening (issue 42 item 16).
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const running = phase.kind === 'running';

  const close = () => {
    abortRef.current?.abort();
    setPhase({ kind: 'idle' });
    onClose();
  };

  const signedOut = !session.loading && !session.userLoggedIn;
  // Which map this is (decision "One download covers one map, its key"), and whether it is covered.
  const mapKey = editor.mapKey;
  const { credit, granted } = useDownloadCredit(
    open && session.userLoggedIn && session.userStatus !== 'active',
    doc,
    mapKey,
  );
  const allowance = allowanceOf(session, credit);
  // None left and this map not covered: the button leads to the plan and nothing is asked of the
  // server (which would refuse).
  const paywalled = allowance.kind === 'none-left' || phase.kind === 'upgrade';

  const start = async () => {
    if (running || problem || shapeUnsettled || paywalled) return;
    if (signedOut) return onSignIn();
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'running', progress: { stage: 'checking', fraction: 0 } });
    try {
      const outcome = await runExport(
        {
          format,
          doc,
          mapKey,
          entry: geometry.entry,
          screen: geometry.projected,
          attribution,
          svg: { ...svgOptions, cellGeometry: geometry.projected },
          size,
          dpi: sizePreset === 'dpi' ? custom.dpi : PRESET_DPI[sizePreset],
          paper,
          orientation,
        },
        {
          signal: controller.signal,
          onProgress: (progress) => setPhase({ kind: 'running', progress }),
        },
      );
      if (outcome.kind === 'done') {
        granted(outcome.grant);
        setPhase({ kind: 'done', fileName: outcome.fileName, grant: outcome.grant });
      } else if (outcome.kind === 'sign-in') {
        // The session ended meanwhile (signed out in another tab): sign in again over this dialog.
        setPhase({ kind: 'idle' });
        onSignIn();
      } else setPhase(outcome);
    } catch (error) {
      if (controller.signal.aborted) setPhase({ kind: 'idle' });
      else
        setPhase({
          kind: 'error',
          // A failure the export names is said in the interface's language; any other as it came.
          message:
            error instanceof ExportError
              ? t(`exportError.${error.key}`, error.values)
              : error instanceof Error
                ? error.message
                : String(error),
        });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const setOption = <K extends keyof SvgOptions>(key: K, value: SvgOptions[K]) =>
    setSvgOptions((o) => ({ ...o, [key]: value }));

  return (
    // The choices and the running export live here, above the dialog's children, so they outlast a closing.
    <ModalDialog
      open={open}
      onClose={close}
      className="export-dialog modal"
      labelledBy="export-title"
      testId="export-dialog"
    >
      <header className="export-dialog__header modal__header">
        <h2 id="export-title">{t('export.title')}</h2>
        <button
          type="button"
          className="tool-button"
          aria-label={t('close')}
          title={t('closeEsc')}
          onClick={close}
        >
          ×
        </button>
      </header>
      <div className="export-dialog__body">
        <form
          className="export-dialog__form"
          aria-label={t('export.options')}
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <fieldset disabled={running}>
            <legend>{t('export.format')}</legend>
            {formats.map((f) => (
              <label key={f} className="export-dialog__choice">
                <input
                  type="radio"
                  name="format"
                  value={f}
                  checked={format === f}
                  onChange={() => setFormat(f)}
                />
                {t(`export.formats.${f}`)}
              </label>
            ))}
          </fieldset>

          {format === 'pdf' ? (
            <fieldset disabled={running}>
              <legend>{t('export.page')}</legend>
              <label htmlFor="export-paper">{t('export.page')}</label>
              <select id="export-paper" value={paper} onChange={(e) => setPaper(e.target.value as PdfPage)}>
                <option value="frame">{framePageText(doc.frame)}</option>
                {(Object.keys(PAPER_SIZES_MM) as PaperSize[]).map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
              {paper !== 'frame' && (
                <>
                  <label htmlFor="export-orientation">{t('export.orientation')}</label>
                  <select
                    id="export-orientation"
                    value={orientation}
                    onChange={(e) => setOrientation(e.target.value as Orientation)}
                  >
                    <option value="portrait">{t('export.portrait')}</option>
                    <option value="landscape">{t('export.landscape')}</option>
                  </select>
                </>
              )}
              <p className="export-dialog__hint" data-testid="export-page">
                {paper === 'frame' ? t('export.pageIsFrame') : t('export.pageMargins')}
              </p>
            </fieldset>
          ) : (
            <fieldset disabled={running}>
              <legend>{t('export.size')}</legend>
              <label htmlFor="export-size-preset">{t('export.size')}</label>
              <select
                id="export-size-preset"
                value={sizePreset}
                onChange={(e) => setPreset(e.target.value as SizePreset)}
              >
                {presets.map((p) => (
                  <option key={p} value={p}>
                    {t(`export.presets.${p}`)}
                  </option>
                ))}
              </select>
              {sizePreset === 'custom' && (
                <div className="export-dialog__row">
                  <label>
                    {t('export.width')}{' '}
                    <input
                      type="number"
                      {...invalidFieldProps(problem !== null, PROBLEM_ID)}
                      min={16}
                      step={1}
                      value={custom.width}
                      onChange={(e) => setCustom((c) => ({ ...c, width: Number(e.target.value) }))}
                    />
                  </label>
                  <label>
                    {t('export.height')}{' '}
                    <input
                      type="number"
                      {...invalidFieldProps(problem !== null, PROBLEM_ID)}
                      min={16}
                      step={1}
                      value={custom.height}
                      onChange={(e) => setCustom((c) => ({ ...c, height: Number(e.target.value) }))}
                    />
                  </label>
                </div>
              )}
              {sizePreset === 'dpi' && (
                <label>
                  {t('export.dpi')}{' '}
                  <input
                    type="number"
                    {...invalidFieldProps(problem !== null, PROBLEM_ID)}
                    min={10}
                    step={1}
                    value={custom.dpi}
                    onChange={(e) => setCustom((c) => ({ ...c, dpi: Number(e.target.value) }))}
                  />
                </label>
              )}
              <p className="export-dialog__hint" data-testid="export-size">
                {t('export.pixels', { width: size.width, height: size.height })}
                {series &&
                  t('export.frames', {
                    count: steps,
                    seconds: formatNumber(doc.timeSeries.stepDuration / 1000, lng),
                    total: formatNumber((steps * doc.timeSeries.stepDuration) / 1000, lng),
                  })}
              </p>
              {otherShape && (
                <div className="export-dialog__shape" data-testid="export-shape">
                  <p id="export-shape-text">
                    {t('export.otherShape', {
                      size: shapeText(size),
                      frame: shapeText(doc.frame),
                      width: doc.frame.width,
                      height: doc.frame.height,
                    })}
                  </p>
                  <button
                    type="button"
                    className="export-dialog__change-frame"
                    onClick={() => editor.apply(setFrame, fittingFrame)}
                  >
                    {typeof fittingFrame === 'string'
                      ? t('export.useFrame', { frame: t(`export.framePresets.${fittingFrame}`) })
                      : t('export.makeFrame', { width: fittingFrame.width, height: fittingFrame.height })}
                  </button>
                  <label className="export-dialog__choice">
                    <input type="checkbox" checked={bands} onChange={(e) => setBands(e.target.checked)} />
                    {t('export.bands')}
                  </label>
                </div>
              )}
              {problem && (
                <p id={PROBLEM_ID} className="export-dialog__problem" role="alert">
                  {problem}
                </p>
              )}
            </fieldset>
          )}

          <fieldset disabled={running}>
            <legend>{t('export.optionsLegend')}</legend>
            {/* A video's and a GIF's frames are drawn on white: neither keeps transparency here. */}
            {!series && (
              <label className="export-dialog__choice">
                <input
                  type="checkbox"
                  checked={svgOptions.transparent}
                  onChange={(e) => setOption('transparent', e.target.checked)}
                />
                {t('export.transparent')}
              </label>
            )}
            <label className="export-dialog__choice">
              <input
                type="checkbox"
                checked={svgOptions.credit}
                onChange={(e) => setOption('credit', e.target.checked)}
              />
              {t('export.credit')}
            </label>
            <label htmlFor="export-levels">{t('export.levels')}</label>
            <select
              id="export-levels"
              value={svgOptions.levels}
              onChange={(e) => setOption('levels', e.target.value as LevelsChoice)}
            >
              {LEVELS_CHOICES.map((l) => (
                <option key={l} value={l}>
                  {t(`export.levelChoices.${l}`)}
                </option>
              ))}
            </select>
            {!svgOptions.credit && <p className="export-dialog__hint">{t('export.creditNeeded')}</p>}
          </fieldset>

          <AllowanceLines allowance={allowance} onSignIn={onSignIn} />
          {paywalled && (
            <UpgradeOffer
              message={phase.kind === 'upgrade' ? phase.message : t('download.noneLeft')}
              alert={phase.kind === 'upgrade'}
            />
          )}

          <ExportStatus phase={phase} onCancel={() => abortRef.current?.abort()} />

          <div className="export-dialog__actions">
            {paywalled ? (
              // Says what it does: no download can be made, so it leads to the plan.
              <Link className="export-dialog__primary" to="/Profile">
                {t('download.upgrade')}
              </Link>
            ) : (
              <button
                type="submit"
                className="export-dialog__primary"
                disabled={running || problem !== null || shapeUnsettled}
                aria-describedby={shapeUnsettled ? 'export-shape-text' : undefined}
              >
                {t('export.download', { format: format.toUpperCase() })}
              </button>
            )}
          </div>
        </form>
        <figure className="export-dialog__preview">
          {preview ? <img src={preview} alt={t('export.previewAlt')} data-testid="export-preview" /> : null}
          <figcaption>{t('export.preview')}</figcaption>
        </figure>
      </div>
    </ModalDialog>
  );
}

/** "square", "16:9" or "1000 × 999": a size's shape, as the dialog names it. */
function useShapeText(): (size: PixelSize) => string {
  const { t } = useTranslation('dialogs');
  return (size) => {
    if (size.width === size.height) return t('export.square');
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    const d = gcd(size.width, size.height);
    const [w, h] = [size.width / d, size.height / d];
    return w <= 32 && h <= 32 ? `${w}:${h}` : `${size.width} × ${size.height}`;
  };
}

/** "The frame’s own size (Square post, 286 × 286 mm)" in the interface's language. */
function useFramePageText(): (frame: Frame) => string {
  const { t } = useTranslation('dialogs');
  return (frame) => {
    const mm = framePageMm(frame);
    return frame.preset === 'custom'
      ? t('export.framePageCustom', mm)
      : t('export.framePage', { ...mm, preset: t(`export.framePresets.${frame.preset}`) });
  };
}

function ExportStatus({ phase, onCancel }: { phase: Phase; onCancel: () => void }) {
  const { t } = useTranslation('dialogs');
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'running':
      return (
        <div className="export-dialog__progress" data-testid="export-progress">
          <label>
            {t(`export.stages.${phase.progress.stage}`)}
            <progress max={1} value={phase.progress.fraction} />
          </label>
          <button type="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      );
    case 'done':
      return (
        <p className="export-dialog__done" role="status" data-testid="export-done">
          {doneText(t, phase.fileName, phase.grant)}
        </p>
      );
    case 'upgrade':
      // Shown with the downloads (UpgradeOffer), over the button that leads to the plan.
      return null;
    case 'error':
      return (
        <p className="export-dialog__problem" role="alert">
          {t('export.failed', { message: phase.message })}
        </p>
      );
  }
}
