import type { Files, Json } from './fixture';
import { ruleTable } from './expect-problem';

const HOME = 'site/pages/home.json';
const SAKKOS = 'site/pages/sakkos.json';
const PDP = 'site/dynamic/product.json';
const T1 = '/page/sections/main/layoutElements/0/tastics/1';
const C = `${T1}/configuration`;
/** The full configuration of the second tastic on the home page. */
const conf = (f: Files): Json => (f[HOME] as Json).page.sections.main.layoutElements[0].tastics[1].configuration;
const tastic = (f: Files, i: number): Json => (f[HOME] as Json).page.sections.main.layoutElements[0].tastics[i];

ruleTable('site pages: each tastic configuration against its tastic schema', [
  { rule: 'an unknown field is an error', breakIt: (f) => (conf(f).txt = 'x'), file: HOME, path: `${C}/txt`, message: /unknown field 'txt' in the configuration of hirmer\/content\/hello/ },
  { rule: 'a missing required value is an error', breakIt: (f) => delete tastic(f, 0).configuration.headline, file: HOME, path: '/page/sections/main/layoutElements/0/tastics/0/configuration/headline', message: /'headline' \(Headline\) is required/ },
  { rule: 'a required text empty in every language is an error', breakIt: (f) => (conf(f).headline = { de: '', en: '' }), file: HOME, path: `${C}/headline`, message: /required but has no text/ },
  { rule: 'a string field takes a string', breakIt: (f) => (conf(f).body = 42), file: HOME, path: `${C}/body`, message: /'body' must be a string, got number 42/ },
  { rule: 'translations are keyed by language or locale', breakIt: (f) => (conf(f).headline = { de: 'Hallo', 'en-GB': 'Hello' }), file: HOME, path: `${C}/headline/en-GB`, message: /'en-GB' is not a language/ },
  { rule: 'each translation has the field type', breakIt: (f) => (conf(f).headline = { de: 'Hallo', en: 5 }), file: HOME, path: `${C}/headline/en`, message: /must be a string/ },
  { rule: 'a non-translatable string takes no translation map', breakIt: (f) => (conf(f).colour = { de: '#fff' }), file: HOME, path: `${C}/colour`, message: /must be a string, got an object/ },
  { rule: 'maxLength is enforced', breakIt: (f) => (conf(f).headline = 'A headline that is far too long'), file: HOME, path: `${C}/headline`, message: /longer than 20 characters/ },
  { rule: 'an integer field takes an integer', breakIt: (f) => (conf(f).count = 2.5), file: HOME, path: `${C}/count`, message: /'count' must be an integer/ },
  { rule: 'a decimal field takes a number', breakIt: (f) => (conf(f).ratio = '1.5'), file: HOME, path: `${C}/ratio`, message: /'ratio' must be a number/ },
  { rule: 'a boolean field takes a boolean', breakIt: (f) => (conf(f).enabled = 'yes'), file: HOME, path: `${C}/enabled`, message: /must be true or false/ },
  { rule: 'an enum field takes one of its values', breakIt: (f) => (conf(f).align = 'centre'), file: HOME, path: `${C}/align`, message: /'align' must be one of 'left', 'right', got the string "centre"/ },
  { rule: 'an instant is an ISO date-time', breakIt: (f) => (conf(f).startsAt = '01.03.2025'), file: HOME, path: `${C}/startsAt`, message: /ISO date-time/ },
  { rule: 'format hex', breakIt: (f) => (conf(f).colour = 'red'), file: HOME, path: `${C}/colour`, message: /not a hex colour/ },
  { rule: 'format email', breakIt: (f) => (conf(f).mail = 'service(at)example.com'), file: HOME, path: `${C}/mail`, message: /not an e-mail address/ },
  { rule: 'format url (inside a group item)', breakIt: (f) => (conf(f).items[0].url = 'example com'), file: HOME, path: `${C}/items/0/url`, message: /not a url/ },
  { rule: 'media needs media.mediaId', breakIt: (f) => delete conf(f).image.media.mediaId, file: HOME, path: `${C}/image/media/mediaId`, message: /mediaId must be a non-empty string/ },
  { rule: 'media has no unknown keys', breakIt: (f) => (conf(f).image.alt = 'x'), file: HOME, path: `${C}/image/alt`, message: /unknown key 'alt' in a media value/ },
  { rule: 'a page-folder reference names an existing page folder', breakIt: (f) => (conf(f).link.pageFolder.pageFolderId = 'gone'), file: HOME, path: `${C}/link/pageFolder/pageFolderId`, message: /page folder 'gone' does not exist/ },
  { rule: 'a reference is a link or a page-folder', breakIt: (f) => (conf(f).link = { type: 'url', link: '/x' }), file: HOME, path: `${C}/link/type`, message: /reference type must be 'link' or 'page-folder'/ },
  { rule: 'a link reference has a url', breakIt: (f) => (conf(f).link = { type: 'link', link: 'nowhere' }), file: HOME, path: `${C}/link/link`, message: /link must be a url/ },
  { rule: 'a node_ link names an existing node', breakIt: (f) => (conf(f).link = { type: 'link', link: 'node_gibt-es-nicht_modal' }), file: HOME, path: `${C}/link/link`, message: /gibt-es-nicht/ },
  { rule: 'a node names an existing page folder', breakIt: (f) => (conf(f).target = { pageFolderId: 'gone' }), file: HOME, path: `${C}/target/pageFolderId`, message: /page folder 'gone' does not exist/ },
  { rule: 'a tree depth is a non-negative integer', breakIt: (f) => (conf(f).menu.depth = -1), file: HOME, path: `${C}/menu/depth`, message: /depth must be a non-negative integer/ },
  { rule: 'a group takes an array', breakIt: (f) => (conf(f).items = { title: 'x' }), file: HOME, path: `${C}/items`, message: /is a group: its value must be an array/ },
  { rule: 'a group has at most max items', breakIt: (f) => conf(f).items.push({ title: 'c' }, { title: 'd' }), file: HOME, path: `${C}/items`, message: /allows at most 3 item\(s\), has 4/ },
  { rule: 'a group item is checked recursively (required)', breakIt: (f) => delete conf(f).items[1].title, file: HOME, path: `${C}/items/1/title`, message: /'title' \(Title\) is required/ },
  { rule: 'a group item has no unknown fields', breakIt: (f) => (conf(f).items[0].titel = 'x'), file: HOME, path: `${C}/items/0/titel`, message: /unknown field 'titel' in an item of 'items'/ },
  { rule: "a dataSource names one of the page folder's data sources", breakIt: (f) => (conf(f).products = 'ds-missing'), file: HOME, path: `${C}/products`, message: /data source 'ds-missing' is not configured for this page \(known: ds-products\)/ },
  { rule: 'a dataSource has the type the field expects', breakIt: (f) => ((f[HOME] as Json).pageFolder.dataSourceConfigurations[0].type = 'frontastic/category'), file: HOME, path: `${C}/products`, message: /has type 'frontastic\/category', the field expects 'frontastic\/product-list'/ },
  { rule: 'a dynamic page only has the __master data source', breakIt: (f) => ((f[PDP] as Json).page.sections.main.layoutElements[0].tastics[0].configuration.products = 'ds-products'), file: PDP, path: '/page/sections/main/layoutElements/0/tastics/0/configuration/products', message: /known: __master/ },
  { rule: 'mobile/tablet/desktop are booleans', breakIt: (f) => (conf(f).mobile = 'no'), file: HOME, path: `${C}/mobile`, message: /'mobile' \(device visibility\) must be true or false/ },
  { rule: 'an unknown tasticType is an error', breakIt: (f) => (tastic(f, 1).tasticType = 'hirmer/content/nope'), file: HOME, path: `${T1}/tasticType`, message: /unknown tasticType 'hirmer\/content\/nope'/ },
  { rule: 'tasticIds are unique on a page', breakIt: (f) => (tastic(f, 1).tasticId = 't-1'), file: HOME, path: `${T1}/tasticId`, message: /tasticId 't-1' is also used/ },
  { rule: 'a dynamic page type has one page', breakIt: (f) => (f['site/dynamic/product-copy.json'] = f[PDP]), file: PDP, path: '/dynamicPageType', message: /already has a page: site\/dynamic\/product-copy.json/ },
  { rule: 'the page shape follows the page model', breakIt: (f) => delete (f[HOME] as Json).page.sections.main, file: HOME, path: '/page/sections/main', message: /./ },
]);

ruleTable('site pages: page folders', [
  { rule: 'page folder ids are unique', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.pageFolderId = 'home'), file: SAKKOS, path: '/pageFolder/pageFolderId', message: /pageFolderId 'home' is also used by site\/pages\/home.json/ },
  { rule: 'paths are unique', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.path = '/'), file: SAKKOS, path: '/pageFolder/path', message: /path '\/' is also used by site\/pages\/home.json/ },
  { rule: 'a parentId names an existing page folder', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.parentId = 'herren'), file: SAKKOS, path: '/pageFolder/parentId', message: /parent page folder 'herren' does not exist/ },
  { rule: 'the parents form a tree (no cycle)', breakIt: (f) => ((f[HOME] as Json).pageFolder.parentId = 'sakkos'), file: HOME, path: '/pageFolder/parentId', message: /is its own ancestor/ },
  { rule: "a page folder's dataSourceIds are unique", breakIt: (f) => { const d = (f[HOME] as Json).pageFolder.dataSourceConfigurations; d.push({ ...d[0] }); }, file: HOME, path: '/pageFolder/dataSourceConfigurations/1/dataSourceId', message: /configured twice/ },
  { rule: 'a path has lowercase segments', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.path = '/Herren'), file: SAKKOS, path: '/pageFolder/path', message: /lowercase segments/ },
  { rule: 'node configuration: unknown field', breakIt: (f) => ((f[HOME] as Json).pageFolder.configuration.showInNav = true), file: HOME, path: '/pageFolder/configuration/showInNav', message: /unknown field 'showInNav' in the node configuration/ },
  { rule: 'node configuration: wrong type', breakIt: (f) => ((f[HOME] as Json).pageFolder.configuration.showInNavigation = 'yes'), file: HOME, path: '/pageFolder/configuration/showInNavigation', message: /must be true or false/ },
  { rule: 'node configuration: enum value', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.MobileAppStyle = 'bold'), file: SAKKOS, path: '/pageFolder/configuration/MobileAppStyle', message: /must be one of 'main', 'service', 'main red'/ },
  { rule: 'canonicalUrl starts with /', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.canonicalUrl = 'herren/sakkos'), file: SAKKOS, path: '/pageFolder/configuration/canonicalUrl', message: /must start with \// },
  { rule: 'canonicalUrl has no trailing /', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.canonicalUrl = '/herren/sakkos/'), file: SAKKOS, path: '/pageFolder/configuration/canonicalUrl', message: /must not end with \// },
  { rule: 'a flyout teaser needs its link', breakIt: (f) => delete (f[SAKKOS] as Json).pageFolder.configuration.flyoutTeaser[0].link, file: SAKKOS, path: '/pageFolder/configuration/flyoutTeaser/0/link', message: /'link' \(Link\) is required/ },
  { rule: 'a flyout teaser has 1 to 4 images', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.flyoutTeaser[0].imagesList = []), file: SAKKOS, path: '/pageFolder/configuration/flyoutTeaser/0/imagesList', message: /needs at least 1 item/ },
  { rule: 'at most 6 flyout teasers', breakIt: (f) => { const c = (f[SAKKOS] as Json).pageFolder.configuration; c.flyoutTeaser = Array(7).fill(c.flyoutTeaser[0]); }, file: SAKKOS, path: '/pageFolder/configuration/flyoutTeaser', message: /at most 6 item/ },
  { rule: 'occupiedColumns is 1 to 4', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.flyoutTeaser[0].occupiedColumns = '5'), file: SAKKOS, path: '/pageFolder/configuration/flyoutTeaser/0/occupiedColumns', message: /must be one of '1', '2', '3', '4'/ },
  { rule: 'mobileNavigationIndex is an integer', breakIt: (f) => ((f[SAKKOS] as Json).pageFolder.configuration.mobileNavigationIndex = '10'), file: SAKKOS, path: '/pageFolder/configuration/mobileNavigationIndex', message: /must be an integer/ },
]);
