// MVCSTesting: run scenes headless, from Swift or from scripts.
