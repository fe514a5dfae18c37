"""scorewire plugin scorewire-math."""
