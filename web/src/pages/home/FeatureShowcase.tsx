import { SHOWCASE } from './showcase';
import { ShowcaseVideo } from './ShowcaseVideo';

/** The ten-entry feature showcase (spec sections 2 and 3), clip and text alternating sides. */
export function FeatureShowcase() {
  return (
    <section className="home-section showcase" aria-labelledby="showcase-title" data-section="showcase">
      <h2 id="showcase-title" className="showcase__title">
        What you can do
      </h2>
      {SHOWCASE.map((entry) => (
        <article key={entry.key} className="showcase__entry" data-showcase={entry.key}>
          <div className="showcase__text">
            <h3>{entry.heading}</h3>
            <p>{entry.para1}</p>
            <p>{entry.para2}</p>
            {entry.para3 ? <p>{entry.para3}</p> : null}
          </div>
          <ShowcaseVideo clip={entry.key} label={entry.heading} />
        </article>
      ))}
    </section>
  );
}
