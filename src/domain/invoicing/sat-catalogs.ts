/**
 * The SAT catalogues a CFDI 4.0 request is checked against (Anexo 20): c_RegimenFiscal, with whether a person (física)
 * or a company (moral) may have each régimen, and c_UsoCFDI, with the régimenes each use is allowed for.
 */
export const REGIMENES_FISCALES = {
  '601': { name: 'General de Ley Personas Morales', fisica: false, moral: true },
  '603': { name: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  '605': { name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  '606': { name: 'Arrendamiento', fisica: true, moral: false },
  '607': { name: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  '608': { name: 'Demás ingresos', fisica: true, moral: false },
  '610': { name: 'Residentes en el Extranjero sin Establecimiento Permanente en México', fisica: true, moral: true },
  '611': { name: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  '612': { name: 'Personas Físicas con Actividades Empresariales y Profesionales', fisica: true, moral: false },
  '614': { name: 'Ingresos por intereses', fisica: true, moral: false },
  '615': { name: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  '616': { name: 'Sin obligaciones fiscales', fisica: true, moral: false },
  '620': { name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', fisica: false, moral: true },
  '621': { name: 'Incorporación Fiscal', fisica: true, moral: false },
  '622': { name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  '623': { name: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  '624': { name: 'Coordinados', fisica: false, moral: true },
  '625': { name: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', fisica: true, moral: false },
  '626': { name: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
} as const
export type RegimenFiscal = keyof typeof REGIMENES_FISCALES

/** Régimenes of people and companies that trade (the ones that may deduct a purchase). */
const TRADING = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] as const
/** Personal deductions: people with income of their own. */
const PERSONAL = ['605', '606', '607', '608', '611', '612', '614', '615', '625'] as const
/** Every régimen: 'Sin efectos fiscales' goes with any. */
const ANY = Object.keys(REGIMENES_FISCALES) as RegimenFiscal[]

export const USOS_CFDI = {
  G01: { name: 'Adquisición de mercancías', regimenes: TRADING },
  G02: { name: 'Devoluciones, descuentos o bonificaciones', regimenes: TRADING },
  G03: { name: 'Gastos en general', regimenes: TRADING },
  I01: { name: 'Construcciones', regimenes: TRADING },
  I02: { name: 'Mobiliario y equipo de oficina por inversiones', regimenes: TRADING },
  I03: { name: 'Equipo de transporte', regimenes: TRADING },
  I04: { name: 'Equipo de cómputo y accesorios', regimenes: TRADING },
  I05: { name: 'Dados, troqueles, moldes, matrices y herramental', regimenes: TRADING },
  I06: { name: 'Comunicaciones telefónicas', regimenes: TRADING },
  I07: { name: 'Comunicaciones satelitales', regimenes: TRADING },
  I08: { name: 'Otra maquinaria y equipo', regimenes: TRADING },
  D01: { name: 'Honorarios médicos, dentales y gastos hospitalarios', regimenes: PERSONAL },
  D02: { name: 'Gastos médicos por incapacidad o discapacidad', regimenes: PERSONAL },
  D03: { name: 'Gastos funerales', regimenes: PERSONAL },
  D04: { name: 'Donativos', regimenes: PERSONAL },
  D05: { name: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', regimenes: PERSONAL },
  D06: { name: 'Aportaciones voluntarias al SAR', regimenes: PERSONAL },
  D07: { name: 'Primas por seguros de gastos médicos', regimenes: PERSONAL },
  D08: { name: 'Gastos de transportación escolar obligatoria', regimenes: PERSONAL },
  D09: { name: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', regimenes: PERSONAL },
  D10: { name: 'Pagos por servicios educativos (colegiaturas)', regimenes: PERSONAL },
  S01: { name: 'Sin efectos fiscales', regimenes: ANY },
  // CP01 'Pagos' is left out: it is the uso of payment receipts (CFDI de tipo P), never of the sale's own invoice.
} as const satisfies Record<string, { name: string; regimenes: readonly RegimenFiscal[] }>
export type UsoCfdi = keyof typeof USOS_CFDI

export const isRegimenFiscal = (code: string): code is RegimenFiscal => Object.hasOwn(REGIMENES_FISCALES, code)
export const isUsoCfdi = (code: string): code is UsoCfdi => Object.hasOwn(USOS_CFDI, code)

export function regimenFitsRfcKind(regimen: RegimenFiscal, kind: 'fisica' | 'moral'): boolean {
  return REGIMENES_FISCALES[regimen][kind]
}

export function usoAllowedFor(uso: UsoCfdi, regimen: RegimenFiscal): boolean {
  return (USOS_CFDI[uso].regimenes as readonly string[]).includes(regimen)
}
