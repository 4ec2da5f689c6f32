package client

import "net/http"

// A console on SQLite refuses a component delete that meets another write
// in its own words, not with the 500 "database is locked"
// (database_locked.go). Its delete (console app_manage.py truncate_service,
// atomic, 1126-1155) calls the region's delete first (1134), taking the
// region's 404 for a component it no longer has as done (1136-1139), then
// deletes the console's rows; the first of them is an insert tried three
// times in 0.3 s when the database is locked
// (_create_delete_service_with_retry, 81-93). app_manage.py delete
// (1017-1047) catches every exception of that transaction and answers 507
// "删除异常"; with force=1 the view (openapi/views/apps/apps.py delete,
// 429-448) tries once more with delete_again (app_manage.py 1386-1402),
// whose failure is 400 "组件删除失败". Either way the transaction is rolled
// back: the component is still the console's, though its region may have
// deleted its part. A second delete redoes the console's part and takes the
// region's 404 as done, so it may be sent again.
//
// The answer does not name the exception; any exception of the transaction
// leaves the same state, and on a console on SQLite with writes in flight
// the lock is the one met, so the provider takes the answer as the lock's
// refusal: the writes go one at a time and the delete is sent again alone.

// deleteRolledBack reports the delete's answers above.
func deleteRolledBack(status int, eb errorBody) bool {
	for _, t := range append([]string{eb.Message}, eb.Texts...) {
		if (status == http.StatusInsufficientStorage && t == "删除异常") || (status == http.StatusBadRequest && t == "组件删除失败") {
			return true
		}
	}
	return false
}

// deleteRolledBackHint follows the delete's refusal in an error.
const deleteRolledBackHint = "the console's delete failed inside its transaction and was rolled back, so the component is still there " +
	"(its region may have deleted its part, which a second delete takes as done). On a console on SQLite this is the database refusing the delete " +
	"while another write was in progress; the provider sent it once more alone. Run the apply or destroy again; -parallelism=1, or a console on MySQL, avoids the refusal"
