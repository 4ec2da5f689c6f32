package store

// The team certificates' object operations (the handlers are the console's,
// certificates.go of the front door).

func (s *Store) Certificate(id int64) *Certificate {
	for _, c := range s.Certificates {
		if c.ID == id {
			return c
		}
	}
	return nil
}

func (s *Store) CertificateByAlias(tenantID, alias string) *Certificate {
	for _, c := range s.Certificates {
		if c.TenantID == tenantID && c.Alias == alias {
			return c
		}
	}
	return nil
}

func (s *Store) AddCertificate(c Certificate) *Certificate {
	if c.ID == 0 {
		c.ID = s.NextCertID + 1
	}
	if c.ID > s.NextCertID {
		s.NextCertID = c.ID
	}
	if c.CertificateID == "" {
		c.CertificateID = s.NewHex("certificate")
	}
	s.Certificates = append(s.Certificates, &c)
	return &c
}

// PutCertificate adds a fixture's certificate, or replaces the one with
// the same id.
func (s *Store) PutCertificate(c Certificate) error {
	t := s.Team(c.TenantID)
	if t == nil {
		return NotFoundErr("certificate %q: unknown team %q", c.Alias, c.TenantID)
	}
	c.TenantID = t.TenantID
	if old := s.Certificate(c.ID); old != nil && c.ID != 0 {
		*old = c
		return nil
	}
	s.AddCertificate(c)
	return nil
}
