/**
 * The values the API sends from its own closed lists, in US Spanish (issue 17), keyed by the
 * English value: policy line names, coverage names and limits, policy document descriptions,
 * billing item descriptions, claim types, loss types and sub-types, severities and the card
 * processor's decline reasons. `dataText(value, locale)` (data-text.ts) reads them when a reply
 * is built; stored data stays English. A `{name}` in a key is a value found in the English
 * (an amount, a date, a number) and put in the same place in the Spanish. A value of no entry
 * (an open list of a real core system) is sent as it is.
 *
 * seed/data-texts-spanish.spec.ts fails when a value of those lists (POLICY_LINES, the rating tables'
 * coverages, the demo and scale books, the claim catalogue, the sandbox's declines) has no entry.
 * Plain language, the usted form, the glossary of web/src/i18n/README.md ("Tone of the Spanish").
 */

/** Lines of business (core/policy-lines.ts POLICY_LINES), shown as a policy's type. */
export const POLICY_LINE_TEXTS: readonly (readonly [english: string, spanish: string])[] = [
  ['Personal Auto', 'Auto personal'],
  ['Commercial Auto', 'Auto comercial'],
  ['Homeowners', 'Propietarios de vivienda'],
  ['Dwelling Fire', 'Incendio de vivienda'],
  ['Personal Umbrella', 'Responsabilidad civil adicional personal'],
  ['Farm', 'Granja'],
  ['Farm Umbrella', 'Responsabilidad civil adicional de granja'],
  ['Businessowners', 'Propietarios de negocios'],
  ['Commercial General Liability', 'Responsabilidad civil general comercial'],
  ['Commercial Inland Marine', 'Bienes comerciales en tránsito'],
  ['Personal Inland Marine', 'Artículos personales de valor'],
  ['Commercial Property', 'Propiedad comercial'],
  ['Commercial Crime', 'Delitos comerciales'],
  ['Commercial Package', 'Paquete comercial'],
  ['Garage', 'Taller'],
  ["Workers' Compensation", 'Compensación al trabajador'],
  ['Commercial Umbrella', 'Responsabilidad civil adicional comercial'],
  ['Personal Accident', 'Accidentes personales'],
];

export const DATA_TEXT_ENTRIES: readonly (readonly [english: string, spanish: string])[] = [
  ...POLICY_LINE_TEXTS,

  // Coverages of a vehicle (rating COVERAGE_DESCRIPTIONS, the demo and scale books) and their limits.
  ['Bodily Injury Liability', 'Responsabilidad civil por lesiones corporales'],
  ['Property Damage Liability', 'Responsabilidad civil por daños a la propiedad'],
  ['Uninsured Motorists Bodily Injury', 'Lesiones corporales por conductores sin seguro'],
  ['Underinsured Motorists Bodily Injury', 'Lesiones corporales por conductores con seguro insuficiente'],
  ['Medical Payments', 'Pagos médicos'],
  ['Comprehensive', 'Cobertura amplia'],
  ['Collision', 'Colisión'],
  ['Rental Reimbursement', 'Reembolso de alquiler de auto'],
  ['Towing and Labor', 'Remolque y mano de obra'],
  ['Auto Loan/Lease Coverage', 'Cobertura de préstamo o arrendamiento de auto'],
  ['{amount} Deductible', 'Deducible de {amount}'],
  ['{amount} per day, {days} days maximum', '{amount} por día, máximo {days} días'],
  ['Included', 'Incluida'],

  // Policy documents: declarations and forms (the book's descriptions, the portal's own).
  ...POLICY_LINE_TEXTS.flatMap(([english, spanish]) => [
    [`${english} Coverage Form`, `Formulario de cobertura - ${spanish}`] as const,
    [`${english} Policy Jacket`, `Portada de la póliza - ${spanish}`] as const,
  ]),
  ['Amendment of Policy Provisions - Indiana', 'Modificación de las disposiciones de la póliza - Indiana'],
  ['Auto Enhancement Endorsement', 'Endoso de mejora de auto'],
  ['Declarations - Change: driver added', 'Declaraciones - Cambio: conductor agregado'],
  ['Declarations - Change: scheduled jewelry added', 'Declaraciones - Cambio: joyas aseguradas agregadas'],
  ['Declarations - Change: vehicle added', 'Declaraciones - Cambio: vehículo agregado'],
  ['Declarations - New Business', 'Declaraciones - Póliza nueva'],
  ['Declarations - Renewal', 'Declaraciones - Renovación'],
  ['Declarations - Policy Change effective {date}', 'Declaraciones - Cambio de póliza vigente desde el {date}'],
  ['Garage Auto ID Cards', 'Tarjetas de identificación de los autos del taller'],
  ['Homeowners 3 - Special Form', 'Propietarios de vivienda 3 - Formulario especial'],
  ['Identity Fraud Expense Coverage', 'Cobertura de gastos por robo de identidad'],
  ['Joint Ownership Coverage', 'Cobertura de propiedad conjunta'],
  ['Loss Payable Clause', 'Cláusula de beneficiario de pérdidas'],
  ['Medical Payments Coverage', 'Cobertura de pagos médicos'],
  ['Miscellaneous Type Vehicle Endorsement', 'Endoso de vehículos de otro tipo'],
  ['Notice of Information Practices', 'Aviso sobre el uso de su información'],
  ['Personal Auto Policy', 'Póliza de auto personal'],
  ['Privacy Notice', 'Aviso de privacidad'],
  ['Rental Reimbursement Coverage', 'Cobertura de reembolso de alquiler de auto'],
  ['Scheduled Personal Property Endorsement', 'Endoso de bienes personales asegurados por artículo'],
  ['Special Provisions - Indiana', 'Disposiciones especiales - Indiana'],
  ['Towing and Labor Costs Coverage', 'Cobertura de costos de remolque y mano de obra'],
  ['Underinsured Motorists Coverage - Indiana', 'Cobertura de conductores con seguro insuficiente - Indiana'],
  ['Uninsured Motorists Coverage - Indiana', 'Cobertura de conductores sin seguro - Indiana'],
  ['Water Back-Up and Sump Discharge or Overflow', 'Retroceso de agua y descarga o desbordamiento del sumidero'],
  ['Certificate of Liability Insurance - {holder}', 'Certificado de seguro de responsabilidad civil - {holder}'],

  // Billing items and past payments (the ledger: the books, payments, policy changes).
  ['Automatic payment - thank you', 'Pago automático - gracias'],
  ['Payment received - thank you', 'Pago recibido - gracias'],
  ['Payment - Thank You ({confirmation})', 'Pago - Gracias ({confirmation})'],
  ['Term premium billed', 'Prima del período facturada'],
  ['Installment {n} of {count} billed', 'Cuota {n} de {count} facturada'],
  ['Policy change effective {date}', 'Cambio de póliza vigente desde el {date}'],

  // Claims: claim (FNOL) types, loss types, sub-types and severities (claims/claim-catalog.ts).
  ['Auto', 'Vehículo'],
  ['Property', 'Propiedad'],
  ['Liability', 'Responsabilidad civil'],
  ['Collision with another vehicle', 'Choque con otro vehículo'],
  ['Single vehicle collision', 'Choque de un solo vehículo'],
  ['Hit while parked', 'Golpe mientras estaba estacionado'],
  ['Collision with an animal', 'Choque con un animal'],
  ['Theft', 'Robo'],
  ['Vandalism', 'Vandalismo'],
  ['Hail or weather', 'Granizo o mal tiempo'],
  ['Glass only', 'Solo vidrios'],
  ['Towing and roadside only', 'Solo remolque y asistencia en el camino'],
  ['Other', 'Otro'],
  ['Fire or smoke', 'Incendio o humo'],
  ['Wind or hail', 'Viento o granizo'],
  ['Theft or burglary', 'Robo o allanamiento'],
  ['Lightning', 'Rayo'],
  ['Water damage', 'Daño por agua'],
  ['Burst or frozen pipe', 'Tubería rota o congelada'],
  ['Appliance leak', 'Fuga de un electrodoméstico'],
  ['Roof leak', 'Gotera en el techo'],
  ['Sewer or drain backup', 'Retroceso del alcantarillado o del desagüe'],
  ['Flood or surface water', 'Inundación o agua superficial'],
  ['Other water damage', 'Otro daño por agua'],
  ['Falling object', 'Caída de un objeto'],
  ['Vehicle impact', 'Impacto de un vehículo'],
  ['Collapse', 'Derrumbe'],
  ['Power surge', 'Subida de tensión eléctrica'],
  ['Animal damage', 'Daños causados por animales'],
  ['Something else', 'Otra cosa'],
  ['Minor Loss', 'Pérdida menor'],
  ['Moderate Loss', 'Pérdida moderada'],
  ['Severe Loss', 'Pérdida grave'],
  ['Fatality', 'Fallecimiento'],
  ["I don't know", 'No sé'],

  // The card processor's reasons ('CODE: text' or, as listed, 'CODE - text': the text is the key, the code stays).
  ['The card issuer declined the payment (do not honor)', 'El emisor de la tarjeta rechazó el pago (no aceptar)'],
  ['The card has insufficient funds', 'La tarjeta no tiene fondos suficientes'],
  ['The card has expired', 'La tarjeta está vencida'],
  ['The processor did not answer in time, please try again', 'El procesador no respondió a tiempo, inténtelo de nuevo'],
  ['No account or unable to locate account', 'La cuenta no existe o no se pudo encontrar'],
  ['Insufficient funds', 'Fondos insuficientes'],
  ['Account closed', 'Cuenta cerrada'],
  ['The ACH network did not answer in time, please try again', 'La red ACH no respondió a tiempo, inténtelo de nuevo'],
  ['The funding account token is not known', 'No se reconoce la cuenta de pago'],
  ['The funding account was not created in this session', 'La cuenta de pago no se creó en esta sesión'],
  ['The balance changed before this payment was posted, so it was refunded.', 'El saldo cambió antes de registrar este pago, así que se le reembolsó.'],
];

export const SPANISH_DATA: ReadonlyMap<string, string> = new Map(DATA_TEXT_ENTRIES);
