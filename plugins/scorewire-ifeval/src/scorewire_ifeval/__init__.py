"""scorewire plugin scorewire-ifeval."""
