data "rainbond_certificates" "all" {
  team_id = "my-team"
}

# Warn at every plan when a certificate of the team expires within 30 days.
check "certificates_not_expiring" {
  assert {
    condition = alltrue([
      for c in data.rainbond_certificates.all.certificates :
      timecmp(c.not_after, timeadd(plantimestamp(), "720h")) > 0
    ])
    error_message = "Certificates expiring within 30 days: ${join(", ", [
      for c in data.rainbond_certificates.all.certificates : "${c.alias} (${c.not_after})"
      if timecmp(c.not_after, timeadd(plantimestamp(), "720h")) <= 0
    ])}"
  }
}
