"""scorewire plugin scorewire-nli."""
