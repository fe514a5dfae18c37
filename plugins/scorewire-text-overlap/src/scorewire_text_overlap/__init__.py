"""scorewire plugin scorewire-text-overlap."""
