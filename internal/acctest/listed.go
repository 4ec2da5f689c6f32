package acctest

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// EachListed checks one attribute of every element of a list in state,
// such as the region_name of every regions[*] of a data source. Live
// tests use it: a real installation lists more than the test knows of, so
// they check what every element must satisfy rather than the whole list.
// ok returns why the value does not hold, or "" when it does.
func EachListed(s *terraform.State, address, list, attr string, ok func(value string) string) error {
	n, err := StateAttr(s, address, list+".#")
	if err != nil {
		return err
	}
	count, err := strconv.Atoi(n)
	if err != nil {
		return fmt.Errorf("%s: %s.# is %q", address, list, n)
	}
	for i := range count {
		name := fmt.Sprintf("%s.%d.%s", list, i, attr)
		v, err := StateAttr(s, address, name)
		if err != nil {
			return err
		}
		if why := ok(v); why != "" {
			return fmt.Errorf("%s: %s = %q: %s", address, name, v, why)
		}
	}
	return nil
}
