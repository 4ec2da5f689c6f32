# team_id/certificate_id (see the rainbond_certificates data source for the
# ids). The certificate must be in that team's certificate list: an id of
# another team's certificate is refused, naming its team. The private key is
# write-only: after the import, the configuration must give it, and the
# first apply sends it again. Leave certificate_type unset to keep the type
# the certificate has on the platform.
terraform import rainbond_certificate.shop my-team/42
