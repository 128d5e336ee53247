/** An Atom document as a route handler's response (the static export saves its body as the file). */
export const atomResponse = (xml: string) => new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
