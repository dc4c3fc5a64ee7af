export interface StubRequest {
  api: 'forecast' | 'archive';
  locations: number;
  params: Record<string, string>;
}
export interface OpenMeteoStub {
  url: string;
  forecastUrl: string;
  archiveUrl: string;
  requests: StubRequest[];
  setDown(flag: boolean): void;
  reset(): void;
  close(): Promise<void>;
}
export function startOpenMeteoStub(options?: { port?: number; now?: () => number }): Promise<OpenMeteoStub>;
export function dailyMean(lat: number, date: string): number;
export function hourly(lat: number, date: string, hour: number, variable: string): number | null;
