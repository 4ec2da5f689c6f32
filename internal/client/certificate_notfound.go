package client

import "strings"

// The certificate's own 404 (console/services/app_config/exceptoin.py
// err_cert_not_found: msg "certificate not found", msg_show 证书不存在, on
// update and delete; domain_service.get_certificate_by_pk on read: msg
// null, msg_show 证书不存在). Every certificate path resolves the team first
// (openapi/views/base.py TeamNoRegionAPIView.initial), whose 404 is "no
// found team": that one says nothing of the certificate.
var certificateNotFoundTexts = []string{"certificate not found", "证书不存在"}

// IsCertificateGone reports the platform's 404 for the certificate itself,
// with its team found: the one answer that means the certificate is gone.
// A team's 404, or a 404 that is not the platform's, is not.
func IsCertificateGone(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.NotFound() != NotFoundObject {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		for _, want := range certificateNotFoundTexts {
			if strings.EqualFold(strings.TrimSpace(t), want) {
				return true
			}
		}
	}
	return false
}

// IsTeamNotFound reports the platform's 404 for the team of the path.
func IsTeamNotFound(err error) bool { return NotFoundOf(err) == NotFoundTeam }
