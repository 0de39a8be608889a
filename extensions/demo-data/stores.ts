import type { Store } from '../../src/domain/store';

const WEEKDAYS = { days: 'Mo–Fr', hours: '10:00–20:00' };
const SATURDAY = { days: 'Sa', hours: '10:00–18:00' };

/** About twenty stores in DACH, CZ, PL, NL and FR. Fixed data: the seed only decides their stock. */
export const STORES: Store[] = [
  ['MUC1', 'Hirmer München', 'Kaufingerstraße 28', '80331', 'München', 'DE', '+49 89 236830'],
  ['MUC2', 'Hirmer Große Größen München', 'Sonnenstraße 12', '80331', 'München', 'DE', '+49 89 5529910'],
  ['BER1', 'Hirmer Berlin', 'Tauentzienstraße 9', '10789', 'Berlin', 'DE', '+49 30 2123450'],
  ['HAM1', 'Hirmer Hamburg', 'Mönckebergstraße 7', '20095', 'Hamburg', 'DE', '+49 40 3098760'],
  ['FRA1', 'Hirmer Frankfurt', 'Zeil 90', '60313', 'Frankfurt am Main', 'DE', '+49 69 9282340'],
  ['STR1', 'Hirmer Stuttgart', 'Königstraße 26', '70173', 'Stuttgart', 'DE', '+49 711 2265430'],
  ['KOE1', 'Hirmer Köln', 'Schildergasse 65', '50667', 'Köln', 'DE', '+49 221 2575410'],
  ['DUS1', 'Hirmer Düsseldorf', 'Königsallee 60', '40212', 'Düsseldorf', 'DE', '+49 211 8693020'],
  ['NUE1', 'Hirmer Nürnberg', 'Breite Gasse 48', '90402', 'Nürnberg', 'DE', '+49 911 2146780'],
  ['LEI1', 'Hirmer Leipzig', 'Petersstraße 15', '04109', 'Leipzig', 'DE', '+49 341 9604510'],
  ['HAN1', 'Eckerle Hannover', 'Georgstraße 14', '30159', 'Hannover', 'DE', '+49 511 3683420'],
  ['KAR1', 'Eckerle Karlsruhe', 'Kaiserstraße 112', '76133', 'Karlsruhe', 'DE', '+49 721 9203410'],
  ['WIE1', 'Hirmer Wien', 'Mariahilfer Straße 77', '1060', 'Wien', 'AT', '+43 1 5874320'],
  ['SZG1', 'Hirmer Salzburg', 'Getreidegasse 21', '5020', 'Salzburg', 'AT', '+43 662 8432170'],
  ['ZUR1', 'Hirmer Zürich', 'Bahnhofstrasse 44', '8001', 'Zürich', 'CH', '+41 44 2117650'],
  ['BAS1', 'Hirmer Basel', 'Freie Strasse 35', '4001', 'Basel', 'CH', '+41 61 2619840'],
  ['PRG1', 'Hirmer Praha', 'Na Příkopě 19', '11000', 'Praha', 'CZ', '+420 224 217650'],
  ['WAW1', 'Hirmer Warszawa', 'ul. Nowy Świat 35', '00-029', 'Warszawa', 'PL', '+48 22 8267430'],
  ['AMS1', 'Hirmer Amsterdam', 'Kalverstraat 112', '1012 PK', 'Amsterdam', 'NL', '+31 20 6241870'],
  ['PAR1', 'Hirmer Paris', 'Rue du Faubourg Saint-Honoré 54', '75008', 'Paris', 'FR', '+33 1 42651870'],
].map(([id, name, street, postalCode, city, country, phone]) => ({
  id: id!,
  name: name!,
  address: { street: street!, postalCode: postalCode!, city: city!, country: country!, phone: phone! },
  openingHours: country === 'FR' || country === 'NL' ? [WEEKDAYS, SATURDAY, { days: 'So', hours: '12:00–18:00' }] : [WEEKDAYS, SATURDAY],
}));
