/**
 * Garment drawings of the demo catalogue's generated product images: one per article kind, in a
 * 300 x 400 view box, drawn in the colour variant's colour (`fill`), with darker seams and details
 * (`detail`) and light parts (`light`: shirt fronts, soles, buckles). No text: a shopper should see
 * a jacket, a shirt or a pair of shoes, not a label.
 */

export interface GarmentColours {
  fill: string;
  detail: string;
  light: string;
  dark: string;
}

type Drawing = (c: GarmentColours) => string;

const p = (d: string, fill: string, stroke: string, strokeWidth = 2) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`;
const line = (d: string, stroke: string, width = 1.5, dash = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''} stroke-linecap="round"/>`;
const dot = (x: number, y: number, r: number, fill: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

/** Upper body with long sleeves: shoulders at y 60, hem at `hem`. */
const longSleeveBody = (hem: number) =>
  `M100 60 L132 48 Q150 58 168 48 L200 60 L238 92 L262 ${hem - 40} L236 ${hem - 30} L212 130 L212 ${hem} L88 ${hem} L88 130 L64 ${hem - 30} L38 ${hem - 40} L62 92 Z`;
const shortSleeveBody = (hem: number) => `M100 62 L132 50 Q150 60 168 50 L200 62 L252 104 L232 140 L210 124 L210 ${hem} L90 ${hem} L90 124 L68 140 L48 104 Z`;

const jacket: Drawing = (c) =>
  p(longSleeveBody(330), c.fill, c.detail) +
  p('M132 48 L150 150 L168 48 Q150 58 132 48 Z', c.light, c.detail) +
  p('M132 48 L118 70 L140 110 L150 150 Z', c.fill, c.detail) +
  p('M168 48 L182 70 L160 110 L150 150 Z', c.fill, c.detail) +
  line('M150 150 L150 330', c.detail) +
  dot(156, 200, 4, c.dark) +
  dot(156, 240, 4, c.dark) +
  line('M100 250 L135 250', c.detail, 2) +
  line('M165 250 L200 250', c.detail, 2) +
  line('M170 120 L192 120', c.detail, 2);

const suit: Drawing = (c) =>
  p('M104 40 L132 30 Q150 38 168 30 L196 40 L230 66 L246 200 L226 206 L206 100 L206 210 L94 210 L94 100 L74 206 L54 200 L70 66 Z', c.fill, c.detail) +
  p('M132 30 L150 110 L168 30 Q150 38 132 30 Z', c.light, c.detail) +
  p('M140 46 L150 64 L160 46 L150 40 Z', c.dark, c.dark) +
  line('M150 110 L150 210', c.detail) +
  dot(156, 140, 3.5, c.dark) +
  dot(156, 170, 3.5, c.dark) +
  p('M98 214 L202 214 L210 378 L160 378 L150 262 L140 378 L90 378 Z', c.fill, c.detail) +
  line('M124 228 L118 376', c.detail, 1, '4 4') +
  line('M176 228 L182 376', c.detail, 1, '4 4');

const shirt: Drawing = (c) =>
  p(longSleeveBody(310), c.fill, c.detail) +
  p('M132 48 L150 78 L168 48 L176 64 L150 92 L124 64 Z', c.fill, c.detail) +
  line('M150 92 L150 310', c.detail) +
  [120, 156, 192, 228, 264, 298].map((y) => dot(154, y, 3, c.light)).join('') +
  line('M40 238 L64 248', c.detail, 3) +
  line('M260 238 L236 248', c.detail, 3) +
  line('M170 130 L196 130 L196 156 L170 156 Z', c.detail, 1.2);

const polo: Drawing = (c) =>
  p(shortSleeveBody(330), c.fill, c.detail) +
  p('M130 50 L150 70 L170 50 L184 62 L160 80 L150 72 L140 80 L116 62 Z', c.fill, c.detail) +
  line('M146 72 L146 140 L154 140 L154 72', c.detail) +
  dot(150, 92, 3, c.light) +
  dot(150, 116, 3, c.light) +
  line('M68 136 L90 120', c.detail, 3) +
  line('M232 136 L210 120', c.detail, 3) +
  line('M92 322 L208 322', c.detail, 2);

const tshirt: Drawing = (c) =>
  p(shortSleeveBody(330), c.fill, c.detail) + line('M130 52 Q150 76 170 52', c.detail, 3) + line('M92 322 L208 322', c.detail, 1.2, '3 3');

const knitwear: Drawing = (c) =>
  p(longSleeveBody(330), c.fill, c.detail) +
  line('M128 50 Q150 74 172 50', c.detail, 5) +
  [304, 312, 320].map((y) => line(`M90 ${y} L210 ${y}`, c.detail, 1.5)).join('') +
  line('M42 276 L64 286 M46 266 L66 276', c.detail, 1.5) +
  line('M258 276 L236 286 M254 266 L234 276', c.detail, 1.5) +
  [100, 125, 150, 175, 200].map((x) => line(`M${x} 100 Q${x + 6} 180 ${x} 290`, c.detail, 0.8, '2 5')).join('');

const blouson: Drawing = (c) =>
  p(longSleeveBody(300), c.fill, c.detail) +
  p('M128 44 L172 44 L176 66 L124 66 Z', c.fill, c.detail) +
  line('M150 66 L150 300', c.light, 2.5, '2 2') +
  p('M88 284 L212 284 L212 300 L88 300 Z', c.detail, c.detail) +
  line('M104 200 L126 220', c.detail, 2) +
  line('M196 200 L174 220', c.detail, 2);

const coat: Drawing = (c) =>
  p('M100 52 L132 40 Q150 50 168 40 L200 52 L240 86 L258 300 L234 306 L214 130 L220 380 L80 380 L86 130 L66 306 L42 300 L60 86 Z', c.fill, c.detail) +
  p('M132 40 L150 130 L168 40 Q150 50 132 40 Z', c.light, c.detail) +
  p('M132 40 L112 66 L138 100 L150 130 Z', c.fill, c.detail) +
  p('M168 40 L188 66 L162 100 L150 130 Z', c.fill, c.detail) +
  line('M150 130 L150 380', c.detail) +
  [170, 215, 260].map((y) => dot(136, y, 4, c.dark) + dot(164, y, 4, c.dark)).join('');

const trousers: Drawing = (c) =>
  p('M96 40 L204 40 L218 376 L164 376 L150 132 L136 376 L82 376 Z', c.fill, c.detail) +
  p('M96 40 L204 40 L205 58 L95 58 Z', c.fill, c.detail) +
  line('M123 64 L110 374', c.detail, 1) +
  line('M177 64 L190 374', c.detail, 1) +
  line('M150 58 L150 126', c.detail, 1.5) +
  line('M104 66 L128 96', c.detail, 1.5) +
  line('M196 66 L172 96', c.detail, 1.5);

const jeans: Drawing = (c) =>
  p('M96 40 L204 40 L216 376 L162 376 L150 136 L138 376 L84 376 Z', c.fill, c.detail) +
  p('M96 40 L204 40 L205 60 L95 60 Z', c.fill, c.detail) +
  line('M100 62 Q118 96 140 62', '#d9a441', 1.5, '3 2') +
  line('M200 62 Q182 96 160 62', '#d9a441', 1.5, '3 2') +
  line('M150 60 L150 130 M158 60 Q160 110 150 130', '#d9a441', 1.5, '3 2') +
  line('M86 370 L136 370 M164 370 L214 370', '#d9a441', 1.5, '3 2') +
  dot(104, 66, 2.5, c.light) +
  dot(196, 66, 2.5, c.light) +
  [104, 132, 162, 190].map((x) => p(`M${x} 36 L${x + 7} 36 L${x + 7} 62 L${x} 62 Z`, c.fill, c.detail)).join('');

const laceUp: Drawing = (c) =>
  p('M36 276 L264 276 L264 290 L36 290 Z', c.dark, c.dark) +
  p('M40 272 Q34 232 70 224 L130 214 Q156 176 196 176 L236 186 Q262 198 264 248 L264 276 L40 276 Z', c.fill, c.detail) +
  p('M226 272 L264 272 L264 290 L226 290 Z', c.dark, c.dark) +
  line('M130 214 Q170 200 200 190', c.detail, 1.5) +
  [150, 164, 178].map((x, i) => line(`M${x} ${206 - i * 6} L${x + 10} ${214 - i * 6}`, c.light, 2)).join('') +
  line('M44 262 Q150 250 262 262', c.detail, 1, '3 3');

const sneaker: Drawing = (c) =>
  p('M34 264 Q34 300 60 300 L246 300 Q268 300 266 270 L266 256 L34 256 Z', c.light, c.detail) +
  p('M40 258 Q36 220 70 212 L124 202 Q150 166 192 168 L232 178 Q262 192 264 256 L40 256 Z', c.fill, c.detail) +
  line('M86 236 Q150 200 230 222', c.light, 7) +
  [148, 162, 176].map((x, i) => line(`M${x} ${196 - i * 6} L${x + 12} ${204 - i * 6}`, c.light, 2.5)).join('') +
  line('M38 282 L264 282', c.detail, 1.2);

const belt: Drawing = (c) =>
  p('M30 180 L270 180 Q286 200 270 220 L30 220 Z', c.fill, c.detail) +
  p('M60 170 L104 170 L104 230 L60 230 Z', 'none', c.light, 7) +
  line('M82 176 L82 200', c.light, 4) +
  [150, 176, 202, 228].map((x) => dot(x, 200, 3.5, c.dark)).join('') +
  line('M30 186 L268 186 M30 214 L268 214', c.detail, 1, '3 3');

const tie: Drawing = (c) =>
  p('M136 44 L164 44 L172 76 L158 90 L186 322 L150 364 L114 322 L142 90 L128 76 Z', c.fill, c.detail) +
  p('M136 44 L164 44 L172 76 L158 90 L142 90 L128 76 Z', c.fill, c.detail) +
  [130, 170, 210, 250, 290].map((y) => line(`M${132 - (y - 130) / 10} ${y + 14} L${168 + (y - 130) / 10} ${y - 14}`, c.light, 4)).join('');

const hat: Drawing = (c) =>
  p('M40 256 Q150 214 260 256 Q240 274 150 266 Q60 274 40 256 Z', c.fill, c.detail) +
  p('M92 248 Q92 150 150 142 Q208 150 208 248 Q150 232 92 248 Z', c.fill, c.detail) +
  line('M128 150 Q150 176 172 150', c.detail, 2) +
  p('M94 226 Q150 212 206 226 L207 244 Q150 230 93 244 Z', c.dark, c.dark);

const scarf: Drawing = (c) =>
  p('M96 60 Q150 100 204 60 L214 90 Q150 134 86 90 Z', c.fill, c.detail) +
  p('M118 104 L156 112 L150 330 L112 326 Z', c.fill, c.detail) +
  p('M164 100 L196 94 L206 300 L170 306 Z', c.fill, c.detail) +
  [116, 124, 132, 140, 148].map((x) => line(`M${x} 328 L${x - 1} 346`, c.detail, 2)).join('') +
  [174, 182, 190, 198].map((x) => line(`M${x} 305 L${x + 1} 322`, c.detail, 2)).join('') +
  line('M116 160 L152 166 M116 220 L151 226 M168 150 L200 146 M170 210 L202 206', c.light, 3);

const socks: Drawing = (c) =>
  p('M92 60 L140 60 L142 240 Q144 290 184 298 Q204 304 196 328 L112 332 Q88 326 90 290 Z', c.fill, c.detail) +
  p('M156 76 L204 76 L206 250 Q208 300 246 306 Q266 312 258 336 L176 340 Q152 334 154 300 Z', c.fill, c.detail) +
  p('M92 60 L140 60 L140 84 L92 84 Z', c.dark, c.detail) +
  p('M156 76 L204 76 L204 100 L156 100 Z', c.dark, c.detail) +
  p('M170 320 Q186 308 196 328 L176 332 Z', c.light, c.detail) +
  p('M234 328 Q250 316 258 336 L240 340 Z', c.light, c.detail);

const briefs: Drawing = (c) =>
  p('M60 130 L240 130 L236 170 Q200 190 186 262 L114 262 Q100 190 64 170 Z', c.fill, c.detail) +
  p('M60 130 L240 130 L239 152 L61 152 Z', c.dark, c.detail) +
  line('M150 170 Q140 210 150 250', c.detail, 1.5) +
  line('M72 172 Q104 196 116 258 M228 172 Q196 196 184 258', c.detail, 1, '3 3');

const giftCard: Drawing = (c) =>
  p('M50 120 L250 120 Q262 120 262 132 L262 268 Q262 280 250 280 L50 280 Q38 280 38 268 L38 132 Q38 120 50 120 Z', c.fill, c.detail) +
  p('M140 120 L160 120 L160 280 L140 280 Z', c.light, c.light) +
  p('M38 190 L262 190 L262 210 L38 210 Z', c.light, c.light) +
  p('M150 200 Q118 160 110 184 Q106 206 150 200 Z M150 200 Q182 160 190 184 Q194 206 150 200 Z', c.light, c.detail);

const DRAWINGS: Record<string, Drawing> = {
  sakko: jacket,
  anzug: suit,
  hemd: shirt,
  kinderhemd: shirt,
  polo,
  tshirt,
  strick: knitwear,
  jacke: blouson,
  mantel: coat,
  hose: trousers,
  jeans,
  schuhe: laceUp,
  sneaker,
  guertel: belt,
  krawatte: tie,
  hut: hat,
  schal: scarf,
  socken: socks,
  waesche: briefs,
  geschenkkarte: giftCard,
};

/** The kinds that have a drawing of their own; any other kind is drawn as a T-shirt. */
export const DRAWN_KINDS = Object.keys(DRAWINGS);

/** The SVG elements of an article kind's drawing. */
export function garmentDrawing(kind: string, colours: GarmentColours): string {
  return (DRAWINGS[kind] ?? tshirt)(colours);
}
