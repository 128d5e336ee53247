// /<language>/tools/: the English route's twin (app/[kind]/language-routes.tsx).
import * as English from '@/app/(en)/tools/page';
import { languageRoute } from '@/app/[kind]/language-routes';

const route = languageRoute(English, '/tools');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
