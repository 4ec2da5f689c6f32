package componentenv

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// envIDFormat is the component's path: the ID and the import form.
var envIDFormat = tfid.IDFormat{
	tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("service_id"),
}

// The platform's rules for a variable (beyond-interface A.3.1 and 4.15:
// ComponentEnvsBaseSerializers, name_validator, SENSITIVE_ENV_NAMES).
const (
	maxNameLen  = 100
	maxValueLen = 1024
	maxNoteLen  = 100
)

// namePattern is name_validator: a letter, then letters, digits and "_".
var namePattern = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9_]*$`)

// reservedNames are refused as new variables (SENSITIVE_ENV_NAMES).
var reservedNames = []string{"TENANT_ID", "SERVICE_ID", "TENANT_NAME", "SERVICE_NAME", "SERVICE_VERSION", "MEMORY_SIZE",
	"SERVICE_EXTEND_METHOD", "SLUG_URL", "DEPEND_SERVICE", "REVERSE_DEPEND_SERVICE", "POD_ORDER", "PATH", "POD_NET_IP", "LOG_MATCH"}

// innerScope is the scope of a component's own variables, the ones an
// import takes.
const innerScope = "inner"

// connectionScope is the scope of connection variables: those a port
// opened to the inner network makes (<ALIAS>_HOST, <ALIAS>_PORT), which go
// with the port, and those set so in the console.
const connectionScope = "outer"

// stripped refuses what the platform's serializer strips from both ends
// of a name, value or note before storing it: Python's str.strip(), which
// takes the separators U+001C..U+001F as well as white space
// (tfschema.PythonStrip). Stored stripped, it would differ from the
// configuration at every plan.
const stripped = "has white space around it (or one of the separators U+001C to U+001F), which the platform strips: remove it"

// checkName is what the platform checks of a variable's name, said at
// plan time. The message names the variable: the map's names are its
// keys, and the plan would otherwise not say which of them is refused.
func checkName(name string) error {
	if err := nameProblem(name); err != nil {
		return fmt.Errorf("variable name %q %w", name, err)
	}
	return nil
}

func nameProblem(name string) error {
	switch {
	case tfschema.PythonStrip(name) != name:
		return errors.New(stripped)
	case name == "" || utf8.RuneCountInString(name) > maxNameLen:
		return fmt.Errorf("must be 1 to %d characters", maxNameLen)
	case !namePattern.MatchString(name):
		return errors.New(`must be a letter followed by letters, digits and "_" (the platform refuses "-", "." and any other character)`)
	case slices.Contains(reservedNames, name):
		return fmt.Errorf("is reserved by the platform (reserved: %s)", strings.Join(reservedNames, ", "))
	}
	return nil
}

// checkValue is what the platform checks of a value.
func checkValue(v string) error {
	switch {
	case tfschema.PythonStrip(v) == "":
		return errors.New("must not be empty or blank: the platform refuses it")
	case tfschema.PythonStrip(v) != v:
		return errors.New(stripped)
	case utf8.RuneCountInString(v) > maxValueLen:
		return fmt.Errorf("must be at most %d characters", maxValueLen)
	}
	return nil
}

// checkNote is what the platform checks of a note.
func checkNote(v string) error {
	switch {
	case tfschema.PythonStrip(v) != v:
		return errors.New(stripped)
	case utf8.RuneCountInString(v) > maxNoteLen:
		return fmt.Errorf("must be at most %d characters", maxNoteLen)
	}
	return nil
}

// byName indexes a component's variables.
func byName(envs []client.ComponentEnv) map[string]client.ComponentEnv {
	out := make(map[string]client.ComponentEnv, len(envs))
	for _, e := range envs {
		out[e.Name] = e
	}
	return out
}

// listRefusedDetail explains the 400 of a variables read or write whose
// answer lists a variable that breaks the platform's own rules. The
// platform's error gives only the variable's position, not its name.
func listRefusedDetail(err error) string {
	return fmt.Sprintf("%s\n\nThe platform checks every variable of the component when it answers, and one of them (perhaps one this resource "+
		"does not manage: set in the console, or made by a port) breaks its rules: a name that is not a letter followed by letters, "+
		"digits and \"_\" (\"-\" and \".\" are refused), an empty value, a value over %d characters or a note over %d. The platform's "+
		"error names the field, not the variable. Rename or fix that variable in the console, then apply again.", err, maxValueLen, maxNoteLen)
}
