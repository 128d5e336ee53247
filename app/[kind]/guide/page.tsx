// /<language>/guide/: the English route's twin (app/[kind]/language-routes.tsx).
import * as English from '@/app/(en)/guide/page';
import { languageRoute } from '@/app/[kind]/language-routes';

const route = languageRoute(English, '/guide');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
