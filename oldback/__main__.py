from oldback.cli import main

raise SystemExit(main())
