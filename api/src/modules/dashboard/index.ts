/** The dashboard module's public API (docs/modules/dashboard.md): only its Nest module. */
export { DashboardModule } from './dashboard.module';
