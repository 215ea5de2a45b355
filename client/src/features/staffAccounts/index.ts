// The staff accounts feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
// The audit page lists the accounts to filter by; importing this adds the feature to the store.
import './staffAccountsFeature';

export { accountsRequested, selectStaffAccounts } from './staffAccountsSlice';
