import type { SizeAdvice, SizeAdviceRequest, SizeAdvisor } from '../../src/app/size-advisor';

/**
 * The local host's stand-in for a size advisor provider (src/app/size-advisor.ts): the script the
 * project configuration's `sizeAdvisorScriptUrl` names (/size-advisor/stand-in.js, built from this
 * file by ./serve.ts). It sets `window.hirmerSizeAdvisor`; its widget, a dialog in the request's
 * language, asks for height, weight and fit and advises one of the article's sizes, as a provider's
 * would. Nothing here is the shop's: a real provider replaces the whole file.
 */
type Language = 'de' | 'en' | 'cs' | 'pl' | 'nl' | 'fr';
type Text = 'title' | 'height' | 'weight' | 'fit' | 'slim' | 'regular' | 'loose' | 'advise' | 'advised' | 'take' | 'close' | 'note';
const TEXTS: Record<Text, Record<Language, string>> = {
  title: { de: 'Größenberater', en: 'Size advisor', cs: 'Velikostní poradce', pl: 'Doradca rozmiaru', nl: 'Maatadviseur', fr: 'Conseiller de taille' },
  height: { de: 'Körpergröße (cm)', en: 'Height (cm)', cs: 'Výška (cm)', pl: 'Wzrost (cm)', nl: 'Lengte (cm)', fr: 'Taille (cm)' },
  weight: { de: 'Gewicht (kg)', en: 'Weight (kg)', cs: 'Hmotnost (kg)', pl: 'Waga (kg)', nl: 'Gewicht (kg)', fr: 'Poids (kg)' },
  fit: { de: 'Passform', en: 'Fit', cs: 'Střih', pl: 'Krój', nl: 'Pasvorm', fr: 'Coupe' },
  slim: { de: 'Eng', en: 'Slim', cs: 'Úzký', pl: 'Dopasowany', nl: 'Nauw', fr: 'Ajustée' },
  regular: { de: 'Normal', en: 'Regular', cs: 'Normální', pl: 'Normalny', nl: 'Normaal', fr: 'Normale' },
  loose: { de: 'Weit', en: 'Loose', cs: 'Volný', pl: 'Luźny', nl: 'Ruim', fr: 'Ample' },
  advise: { de: 'Größe ermitteln', en: 'Find my size', cs: 'Zjistit velikost', pl: 'Ustal rozmiar', nl: 'Maat bepalen', fr: 'Trouver ma taille' },
  advised: {
    de: 'Ihre Größe: {size}',
    en: 'Your size: {size}',
    cs: 'Vaše velikost: {size}',
    pl: 'Twój rozmiar: {size}',
    nl: 'Jouw maat: {size}',
    fr: 'Votre taille : {size}',
  },
  take: { de: 'Größe übernehmen', en: 'Use this size', cs: 'Použít velikost', pl: 'Wybierz rozmiar', nl: 'Maat overnemen', fr: 'Choisir cette taille' },
  close: { de: 'Schließen', en: 'Close', cs: 'Zavřít', pl: 'Zamknij', nl: 'Sluiten', fr: 'Fermer' },
  note: {
    de: 'Lokaler Platzhalter eines Größenberaters.',
    en: 'Local stand-in for a size advisor.',
    cs: 'Místní náhrada velikostního poradce.',
    pl: 'Lokalny zastępnik doradcy rozmiaru.',
    nl: 'Lokale vervanger van een maatadviseur.',
    fr: "Remplaçant local d'un conseiller de taille.",
  },
};

export interface Body {
  height: number;
  weight: number;
  fit: 'slim' | 'regular' | 'loose';
}

const LETTERS: Record<string, number> = { XS: 44, S: 46, M: 48, L: 50, XL: 52, XXL: 54, '3XL': 56, '4XL': 58, '5XL': 60, '6XL': 62 };

/** A size label on the scale of normal jacket sizes (46-62), so sizes of every system compare. */
function normalEquivalent(size: SizeAdviceRequest['sizes'][number], body: Body): number | null {
  const label = size.label.trim().toUpperCase();
  const number = Number.parseFloat(label);
  switch (size.system) {
    case 'letters':
      return LETTERS[label.replace(/T$/, '')] ?? null;
    case 'normal':
      return number;
    case 'short':
      return number * 2;
    case 'long':
      return number / 2;
    case 'collar':
      return number * 2 - 32;
    case 'waistLength': {
      const [waist, length] = label.split('/').map(Number);
      // The waist on the jacket scale, the leg length against the height.
      return waist === undefined || length === undefined ? null : waist + 16 + Math.abs(length - body.height / 5.5) * 2;
    }
    case 'shoe':
      return number - body.height / 4.1 + normalSize(body);
    default:
      return null;
  }
}

/** The normal jacket size of a body: about half the chest girth, the chest from weight and height; a slim fit a size smaller. */
export function normalSize(body: Body): number {
  const chest = 0.5 * body.weight + 0.22 * body.height + 19;
  return 2 * Math.round(chest / 4) + (body.fit === 'slim' ? -2 : body.fit === 'loose' ? 2 : 0);
}

/** Which body scale fits: long (schlank) for tall men of slim build, short (untersetzt) for short men of strong build. */
function preferredSystem(body: Body): 'long' | 'short' | 'normal' {
  const bmi = body.weight / (body.height / 100) ** 2;
  if (body.height >= 188 && bmi < 27) return 'long';
  if (body.height <= 172 && bmi >= 27) return 'short';
  return 'normal';
}

/** The article's size closest to the body, preferring the body's scale and sizes in stock. */
export function recommendSize(sizes: SizeAdviceRequest['sizes'], body: Body): string | null {
  const wanted = normalSize(body);
  const scale = preferredSystem(body);
  let best: { label: string; score: number } | null = null;
  for (const size of sizes) {
    const equivalent = normalEquivalent(size, body);
    if (equivalent === null || Number.isNaN(equivalent)) continue;
    const onScale = ['normal', 'short', 'long'].includes(size.system) && size.system !== scale ? 3 : 0;
    const score = Math.abs(equivalent - wanted) + onScale + (size.available ? 0 : 0.5);
    if (!best || score < best.score) best = { label: size.label, score };
  }
  return best?.label ?? null;
}

/** The provider's product check: advice for articles with sizes of a measured system. */
function supports(request: SizeAdviceRequest): boolean {
  return request.sizes.length > 1 && request.sizes.some((s) => s.system !== 'other' && s.system !== 'underwear');
}

function open(request: SizeAdviceRequest): Promise<SizeAdvice | null> {
  const language = (Object.keys(TEXTS.title) as Language[]).includes(request.language as Language) ? (request.language as Language) : 'de';
  const t = (key: Text) => TEXTS[key][language];
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'size-advisor-stand-in';
    dialog.lang = language;
    dialog.setAttribute('aria-labelledby', 'size-advisor-stand-in-title');
    dialog.style.cssText = 'max-width: 24rem; padding: 1.25rem; border: 1px solid #888; border-radius: 6px; font: 16px/1.5 system-ui, sans-serif;';
    const field = (name: string, label: string, value: string, min: number, max: number) =>
      `<p><label>${label}<br><input name="${name}" type="number" inputmode="numeric" required min="${min}" max="${max}" value="${value}" style="width: 8rem"></label></p>`;
    const fitChoice = (value: Body['fit']) =>
      `<label><input type="radio" name="fit" value="${value}"${value === 'regular' ? ' checked' : ''}> ${t(value)}</label>`;
    dialog.innerHTML = `<form method="dialog"><h2 id="size-advisor-stand-in-title" style="margin-top: 0">${t('title')}</h2><p></p>${field('height', t('height'), '180', 150, 215)}${field('weight', t('weight'), '80', 45, 200)}<fieldset><legend>${t('fit')}</legend>${fitChoice('slim')} ${fitChoice('regular')} ${fitChoice('loose')}</fieldset><p><button type="submit" value="advise">${t('advise')}</button></p><p role="status" class="size-advisor-stand-in__result"></p><p><button type="button" class="size-advisor-stand-in__take" hidden>${t('take')}</button> <button type="button" class="size-advisor-stand-in__close">${t('close')}</button></p><p style="font-size: 0.8em; color: #555">${t('note')}</p></form>`;
    (dialog.querySelector('form p') as HTMLElement).textContent = `${request.brand} ${request.title}`;
    const form = dialog.querySelector('form')!;
    const result = dialog.querySelector<HTMLElement>('.size-advisor-stand-in__result')!;
    const take = dialog.querySelector<HTMLButtonElement>('.size-advisor-stand-in__take')!;
    let advised: string | null = null;
    let answer: SizeAdvice | null = null;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      advised = recommendSize(request.sizes, { height: Number(data.get('height')), weight: Number(data.get('weight')), fit: data.get('fit') as Body['fit'] });
      result.textContent = advised ? t('advised').replace('{size}', advised) : '';
      take.hidden = !advised;
      if (advised) take.focus();
    });
    take.addEventListener('click', () => {
      answer = advised ? { size: advised } : null;
      dialog.close();
    });
    dialog.querySelector('.size-advisor-stand-in__close')!.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

/** What the script sets: the SizeAdvisor port the shop calls. */
export const standInAdvisor: SizeAdvisor = { supports: async (request) => supports(request), open };
