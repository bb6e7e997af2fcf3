/**
 * Operations whose page has no sidebar entry (site spec, "Sidebar"). Their pages are built
 * and reachable from their tag page and from the API landing's operation map.
 */
export const OPERATIONS_WITHOUT_SIDEBAR_ENTRY: readonly string[] = [
  'CustomersController_attachKycDocument',
  'DigitalWalletsController_archiveWallet',
  'HealthCheckController_healthCheck',
  'TransactionsController_initializeBalanceAdjustmentTransaction',
];
