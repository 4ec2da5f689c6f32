package console

import (
	"encoding/json"
	"net/http"
)

// WriteReply writes an answer as the console sends it: a raw body as it
// is, anything else as JSON in the console's language, with the
// authentication header a 401 carries.
func WriteReply(w http.ResponseWriter, rep Reply) {
	if raw, isRaw := rep.Body.(RawBody); isRaw {
		if raw.ContentType != "" {
			w.Header().Set("Content-Type", raw.ContentType)
		}
		w.WriteHeader(rep.Status)
		_, _ = w.Write(raw.Data)
		return
	}
	rep = InServerLanguage(rep)
	WithAuthenticateHeader(w.Header(), rep)
	data, err := json.Marshal(rep.Body)
	if err != nil {
		rep = ServerError(err.Error())
		data, _ = json.Marshal(rep.Body)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.Status)
	_, _ = w.Write(data)
}
