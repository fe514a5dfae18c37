"""scorewire plugin scorewire-code."""
