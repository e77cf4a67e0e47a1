// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
/** An opening tag of raw HTML written in Markdown: its name and where it starts in the HTML. */
export type HtmlTag = { name: string; offset: number };

/** A URL written in raw HTML (`href`, or an image's `src` with its `alt`), where it starts. */
export type HtmlUrl = { url: string; offset: number } & (
  { image: false } | { image: true; alt: string }
);

const OPENING_TAG = /<([A-Za-z][A-Za-z0-9-]*)\b((?:"[^"]*"|'[^']*'|[^'">])*)>?/g;
const ATTRIBUTE = /([A-Za-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The HTML with each comment blanked out, so offsets stay the same. */
const blankComments = (html: string) =>
  html.replace(/<!--[\s\S]*?(?:-->|$)/g, (comment) => ' '.repeat(comment.length));

/** The opening tags of a piece of raw HTML, in order (comments and closing tags are not). */
export function listHtmlTags(html: string): HtmlTag[] {
  return [...blankComments(html).matchAll(OPENING_TAG)].map((match) => ({
    name: match[1]!,
    offset: match.index,
  }));
}

/** The links (`href`, `src`) and images (`<img src alt>`) of a piece of raw HTML. */
export function listHtmlUrls(html: string): HtmlUrl[] {
  const urls: HtmlUrl[] = [];
  for (const tag of blankComments(html).matchAll(OPENING_TAG)) {
    const attributesStart = tag.index + 1 + tag[1]!.length;
    const attributes = new Map<string, { value: string; offset: number }>();
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      const valueStart = attribute[0].length - value.length - (attribute[4] === undefined ? 1 : 0);
      attributes.set(attribute[1]!.toLowerCase(), {
        value,
        offset: attributesStart + attribute.index + valueStart,
      });
    }
    const isImage = tag[1]!.toLowerCase() === 'img';
    for (const name of ['href', 'src']) {
      const found = attributes.get(name);
      if (!found) continue;
      urls.push(
        isImage && name === 'src'
          ? {
              url: found.value,
              offset: found.offset,
              image: true,
              alt: attributes.get('alt')?.value ?? '',
            }
          : { url: found.value, offset: found.offset, image: false },
      );
    }
  }
  return urls;
}
