package portplan

// MaxAliasLength is the longest port alias the console keeps: its column
// is varchar(64) (www/models/main.py, TenantServicesPort.port_alias),
// while its serializer lets 255 characters through, so a longer alias is
// refused or cut by the database, or kept by SQLite, which checks no
// length. Both port forms refuse it at plan time.
const MaxAliasLength = 64
