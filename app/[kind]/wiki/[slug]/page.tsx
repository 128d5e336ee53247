// /<language>/wiki/[slug]/: the English route's twin (app/[kind]/language-routes.tsx).
import * as English from '@/app/(en)/wiki/[slug]/page';
import { languageRoute } from '@/app/[kind]/language-routes';

const route = languageRoute(English, '/wiki/[slug]');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
