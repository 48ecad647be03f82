import { BAR_HEIGHT_PX, EMBED_HEIGHT_MESSAGE } from '../../../published/embedProtocol';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The code to paste into an article: an iframe of the public page at the frame's aspect ratio (plus
 * the page's bar), which works as it is, and a one-line script that sets the iframe's height to what
 * the page asks for (it posts its height; embedProtocol.ts). The script trusts only messages from our
 * origin, and sets the height only on the iframe the message came from.
 */
export function embedSnippet(options: {
  readonly url: string;
  readonly title: string;
  readonly frame: { readonly width: number; readonly height: number };
}): string {
  const origin = new URL(options.url).origin;
  const ratio = `${options.frame.width} / ${options.frame.height + BAR_HEIGHT_PX}`;
  const iframe =
    `<iframe src="${escapeAttribute(options.url)}" title="${escapeAttribute(options.title)}" ` +
    `style="width:100%;border:0;aspect-ratio:${ratio}" loading="lazy" data-mapwright-embed></iframe>`;
  const script =
    `<script>window.addEventListener("message",function(e){var d=e.data;` +
    `if(e.origin!==${JSON.stringify(origin)}||!d||d.type!==${JSON.stringify(EMBED_HEIGHT_MESSAGE)}||!(d.height>0))return;` +
    `document.querySelectorAll("iframe[data-mapwright-embed]").forEach(function(f){` +
    `if(f.contentWindow===e.source){f.style.aspectRatio="auto";f.style.height=Math.ceil(d.height)+"px"}})})</script>`;
  return `${iframe}\n${script}`;
}
