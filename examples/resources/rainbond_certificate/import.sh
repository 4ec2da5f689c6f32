# team_id/certificate_id (see the rainbond_certificates data source for the
# ids). The private key is write-only: after the import, the configuration
# must give it, and the first apply sends it again.
terraform import rainbond_certificate.shop my-team/42
