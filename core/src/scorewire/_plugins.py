"""Plugin discovery and the registry of evaluators, wiring rules and datasets.

All ``pm.hook.*`` calls live in :class:`PluginRegistry`, so the rest of the
code never touches pluggy's untyped hook relay.
"""

from __future__ import annotations

import os
from _thread import RLock, allocate_lock
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

import pluggy

from . import hookspecs
from ._datasets import DatasetAdapter
from ._errors import DuplicateEvaluatorError, PluginLoadError, UnknownEvaluatorError, UnknownExecutorError
from ._evaluator import Evaluator, is_evaluator_class
from ._wiring import WiringRule, normalize_dataset_name

if TYPE_CHECKING:  # imported where used: discovery registers rules and reducers, resolves nothing
    from ._reducers import BoundReducer, Reducer
    from ._wiring_decision import WiringDecision

ENTRY_POINT_GROUP = "scorewire"
DISABLE_ENV = "SCOREWIRE_DISABLE_PLUGINS"
LOAD_ENV = "SCOREWIRE_LOAD_PLUGINS"


class EntryPointLike(Protocol):
    """What discovery needs of an entry point (``importlib.metadata.EntryPoint`` fits)."""

    @property
    def name(self) -> str: ...

    @property
    def value(self) -> str: ...

    def load(self) -> Any: ...


@dataclass
class PluginInfo:
    """One loaded plugin and what it registered."""

    name: str
    version: str
    module: str
    evaluators: list[str] = field(default_factory=list)
    rules: list[WiringRule] = field(default_factory=list)
    datasets: list[str] = field(default_factory=list)
    reducers: list[str] = field(default_factory=list)
    executors: list[str] = field(default_factory=list)


def _split_env(value: str | None) -> set[str] | None:
    if value is None:
        return None
    return {part.strip() for part in value.split(",") if part.strip()}


def _entry_point_version(ep: object) -> str:
    version = getattr(ep, "version", None)  # our own scanner's entry points
    if version is None:  # importlib.metadata.EntryPoint
        version = getattr(getattr(ep, "dist", None), "version", None)
    return str(version) if version else "unknown"


class PluginRegistry:
    """Discovers plugins and holds what they register.

    :param entry_points: entry points to load instead of the installed ones
        (tests pass fakes here).
    :param env: environment to read ``SCOREWIRE_DISABLE_PLUGINS`` and
        ``SCOREWIRE_LOAD_PLUGINS`` from (default ``os.environ``).

    Loading is lazy and happens once, on first use.
    """

    def __init__(
        self,
        entry_points: Iterable[EntryPointLike] | None = None,
        *,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self._entry_points = None if entry_points is None else list(entry_points)
        self._env = os.environ if env is None else env
        self._pm = pluggy.PluginManager(hookspecs.PROJECT_NAME)
        self._pm.add_hookspecs(hookspecs)
        self._loaded = False
        self._lock = RLock()  # threading.RLock is this class; importing threading costs discovery time
        self.plugins: dict[str, PluginInfo] = {}
        self._evaluators: dict[str, type[Evaluator]] = {}
        self._evaluator_plugin: dict[str, str] = {}
        self._rules: list[tuple[str, WiringRule]] = []
        self._datasets: dict[str, tuple[str, DatasetAdapter]] = {}
        self._reducers: dict[str, tuple[str, Reducer]] = {}
        self._executors: dict[str, tuple[str, type[Any]]] = {}

    # -- loading -------------------------------------------------------------------------------
    def _discover(self) -> list[EntryPointLike]:
        if self._entry_points is not None:
            return self._entry_points
        from ._entrypoints import entry_points

        return list(entry_points(ENTRY_POINT_GROUP))

    def load(self) -> PluginRegistry:
        """Load every enabled plugin (once). Raises :class:`PluginLoadError` naming the culprit."""
        with self._lock:
            if self._loaded:
                return self
            disabled = _split_env(self._env.get(DISABLE_ENV)) or set()
            allow = _split_env(self._env.get(LOAD_ENV))
            for ep in sorted(self._discover(), key=lambda e: e.name):
                if ep.name in disabled or "all" in disabled or "*" in disabled:
                    continue
                if allow is not None and ep.name not in allow:
                    continue
                try:
                    module = ep.load()
                except Exception as exc:
                    raise PluginLoadError(ep.name, f"import of {ep.value!r} failed: {exc!r}") from exc
                self.register(module, ep.name, version=_entry_point_version(ep))
            self._loaded = True
            return self

    def register(self, plugin: object, name: str | None = None, *, version: str = "unknown") -> PluginInfo:
        """Register a plugin object (usually a module of ``@hookimpl`` functions).

        Validates hooks and names right away; on error nothing of this plugin
        stays registered.
        """
        with self._lock:
            pname = name or getattr(plugin, "__name__", None) or repr(plugin)
            if pname in self.plugins:
                raise PluginLoadError(pname, "a plugin of this name is already registered")
            try:
                self._pm.register(plugin, name=pname)
                self._pm.check_pending()
            except pluggy.PluginValidationError as exc:
                self._unregister(pname)
                raise PluginLoadError(pname, f"invalid hook implementation: {exc}") from exc
            try:
                info = self._collect(pname, plugin, version)
            except PluginLoadError:
                self._unregister(pname)
                raise
            except Exception as exc:
                self._unregister(pname)
                raise PluginLoadError(pname, f"a registration hook raised {exc!r}") from exc
            self.plugins[pname] = info
            return info

    def _unregister(self, pname: str) -> None:
        if self._pm.get_plugin(pname) is not None:
            self._pm.unregister(name=pname)

    def _call(self, plugin: object, hook: str) -> list[Any]:
        impls = [i for i in getattr(self._pm.hook, hook).get_hookimpls() if i.plugin is plugin]
        out: list[Any] = []
        for impl in impls:
            result = impl.function()
            if result is not None:
                out.extend(result)
        return out

    def _collect(self, pname: str, plugin: object, version: str) -> PluginInfo:
        module = plugin.__name__ if isinstance(plugin, ModuleType) else type(plugin).__name__
        info = PluginInfo(pname, version, module)
        new_evaluators: dict[str, type[Evaluator]] = {}
        for cls in self._call(plugin, "scorewire_register_evaluators"):
            if not is_evaluator_class(cls):
                raise PluginLoadError(
                    pname,
                    f"scorewire_register_evaluators returned {cls!r}, which is not a class "
                    "with a string 'name' and a 'score' method",
                )
            ename = cls.name
            if ename in self._evaluators:
                raise DuplicateEvaluatorError(pname, ename, self._evaluator_plugin[ename])
            if ename in new_evaluators:
                raise DuplicateEvaluatorError(pname, ename, pname)
            new_evaluators[ename] = cls
        rules = list(self._call(plugin, "scorewire_register_rules"))
        for rule in rules:
            if not isinstance(rule, WiringRule):
                raise PluginLoadError(pname, f"scorewire_register_rules returned {rule!r}, not a WiringRule")
        new_datasets: dict[str, DatasetAdapter] = {}
        for adapter in self._call(plugin, "scorewire_register_datasets"):
            if not isinstance(adapter, DatasetAdapter):
                raise PluginLoadError(pname, f"scorewire_register_datasets returned {adapter!r}, not a DatasetAdapter")
            for key in (adapter.name, *adapter.aliases):
                norm = normalize_dataset_name(key)
                if norm in self._datasets or norm in new_datasets:
                    owner = self._datasets[norm][0] if norm in self._datasets else pname
                    raise PluginLoadError(pname, f"dataset name {key!r} is already registered by {owner!r}")
                new_datasets[norm] = adapter
        new_reducers = self._collect_reducers(pname, plugin)
        new_executors = self._collect_executors(pname, plugin)
        # Everything validated: commit.
        for ename, cls in new_evaluators.items():
            self._evaluators[ename] = cls
            self._evaluator_plugin[ename] = pname
        self._rules.extend((pname, r) for r in rules)
        for norm, adapter in new_datasets.items():
            self._datasets[norm] = (pname, adapter)
        for rname, reducer in new_reducers.items():
            self._reducers[rname] = (pname, reducer)
        info.reducers = list(new_reducers)
        for xname, cls in new_executors.items():
            self._executors[xname] = (pname, cls)
        info.executors = list(new_executors)
        info.evaluators = list(new_evaluators)
        info.rules = rules
        info.datasets = sorted({a.name for a in new_datasets.values()})
        return info

    def _collect_reducers(self, pname: str, plugin: object) -> dict[str, Reducer]:
        found: dict[str, Reducer] = {}
        registered = self._call(plugin, "scorewire_register_reducers")
        if not registered:  # the usual case: discovery then never imports the reducers module
            return found
        from ._reducers import Reducer, builtin_table

        builtin = builtin_table()
        for reducer in registered:
            if not isinstance(reducer, Reducer):
                raise PluginLoadError(pname, f"scorewire_register_reducers returned {reducer!r}, not a Reducer")
            if reducer.name in builtin:
                raise PluginLoadError(pname, f"reducer name {reducer.name!r} is a built-in reducer")
            if reducer.name in self._reducers or reducer.name in found:
                owner = self._reducers[reducer.name][0] if reducer.name in self._reducers else pname
                raise PluginLoadError(pname, f"reducer name {reducer.name!r} is already registered by {owner!r}")
            found[reducer.name] = reducer
        return found

    def _collect_executors(self, pname: str, plugin: object) -> dict[str, type[Any]]:
        found: dict[str, type[Any]] = {}
        for cls in self._call(plugin, "scorewire_register_executors"):
            name = getattr(cls, "name", None)
            if not isinstance(cls, type) or not isinstance(name, str) or not callable(getattr(cls, "run", None)):
                raise PluginLoadError(
                    pname, f"scorewire_register_executors returned {cls!r}, not a class with a string 'name' and run()"
                )
            if name == "local":
                raise PluginLoadError(pname, f"executor name {name!r} is the built-in executor")
            if name in self._executors or name in found:
                owner = self._executors[name][0] if name in self._executors else pname
                raise PluginLoadError(pname, f"executor name {name!r} is already registered by {owner!r}")
            found[name] = cls
        return found

    # -- queries ---------------------------------------------------------------------------------
    def evaluators(self) -> dict[str, type[Evaluator]]:
        """Every installed evaluator name mapped to its class."""
        self.load()
        return dict(self._evaluators)

    def evaluator_plugin(self, name: str) -> str:
        """The plugin that registered evaluator ``name``."""
        self.load()
        return self._evaluator_plugin[name]

    def get_evaluator(self, name: str, **options: Any) -> Evaluator:
        """Build the installed evaluator ``name`` with keyword ``options``.

        A bad option is an :class:`~scorewire.EvaluatorOptionError` naming the option.
        """
        from ._options import build_evaluator

        self.load()
        try:
            cls = self._evaluators[name]
        except KeyError:
            raise UnknownEvaluatorError(name, list(self._evaluators)) from None
        built: Evaluator = build_evaluator(cls, options)
        return built

    def rules(self) -> list[tuple[str, WiringRule]]:
        """Every wiring rule, with the plugin that declared it."""
        self.load()
        return list(self._rules)

    def datasets(self) -> dict[str, DatasetAdapter]:
        """Registered dataset adapters by normalized name (aliases included)."""
        self.load()
        return {k: v[1] for k, v in self._datasets.items()}

    def dataset_plugin(self, name: str) -> str | None:
        """The plugin that registered dataset ``name``, if any."""
        self.load()
        entry = self._datasets.get(normalize_dataset_name(name))
        return entry[0] if entry else None

    def reducers(self) -> dict[str, Reducer]:
        """Every reducer by name: the built-in ones and those plugins register."""
        from ._reducers import builtin_table

        self.load()
        table = builtin_table()
        table.update((name, entry[1]) for name, entry in self._reducers.items())
        return table

    def get_reducer(self, spec: str | Reducer | BoundReducer | Any) -> BoundReducer:
        """Resolve a reducer name (``"pass_at_2"``), :class:`Reducer` or function to a bound reducer."""
        from ._reducers import resolve_reducer

        return resolve_reducer(spec, self.reducers())

    def executors(self) -> dict[str, type[Any]]:
        """Every executor by name: ``"local"`` and those plugins register."""
        from ._executors import LocalExecutor

        self.load()
        table: dict[str, type[Any]] = {LocalExecutor.name: LocalExecutor}
        table.update((name, entry[1]) for name, entry in self._executors.items())
        return table

    def get_executor(self, name: str, **options: Any) -> Any:
        """Build executor ``name`` with keyword ``options``."""
        table = self.executors()
        if name not in table:
            raise UnknownExecutorError(name, list(table))
        return table[name](**options)

    def wire(self, dataset: str, extra_rules: Sequence[WiringRule] = ()) -> WiringDecision:
        """Resolve which evaluators score examples tagged ``dataset``."""
        from ._wiring_decision import resolve_wiring

        rules = self.rules() + [("<user>", r) for r in extra_rules]
        return resolve_wiring(dataset, rules)


_default: PluginRegistry | None = None
_default_lock = allocate_lock()  # threading.Lock


def default_registry() -> PluginRegistry:
    """The process-wide registry of installed plugins (loaded on first use)."""
    global _default
    with _default_lock:
        if _default is None:
            _default = PluginRegistry()
        return _default


def reset_default_registry() -> None:
    """Forget the process-wide registry, so the next use rediscovers plugins."""
    global _default
    with _default_lock:
        _default = None


def evaluators() -> dict[str, type[Evaluator]]:
    """Map every installed evaluator name to its class."""
    return default_registry().evaluators()


def get_evaluator(name: str, **options: Any) -> Evaluator:
    """Build an installed evaluator by name: ``get_evaluator("rouge", use_stemmer=True)``."""
    return default_registry().get_evaluator(name, **options)
