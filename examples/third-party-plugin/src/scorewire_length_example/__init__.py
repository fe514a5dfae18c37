"""An example third-party scorewire plugin: response-length checks."""
