package wonders

import "encoding/json"

// Section is an outside layer's part of a seat's view: Value is what its
// Layer.View returned.
type Section struct {
	Name  string
	Value any
}

// sectionTypes are the outside layers' Layer.NewView, by expansion.
var sectionTypes = map[string]func() any{}

// UnmarshalJSON reads a section sent as JSON into the type its layer
// gives (Layer.NewView); a section of a layer this build does not know
// stays raw.
func (s *Section) UnmarshalJSON(data []byte) error {
	var raw struct {
		Name  string
		Value json.RawMessage
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	s.Name, s.Value = raw.Name, raw.Value
	if mk := sectionTypes[raw.Name]; mk != nil {
		v := mk()
		if err := json.Unmarshal(raw.Value, v); err != nil {
			return err
		}
		s.Value = v
	}
	return nil
}
