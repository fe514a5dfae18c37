"""Declared evaluator options: one way to declare, validate, coerce, describe and record them.

An evaluator with options subclasses :class:`Configurable` and declares each option as a
typed class field with :func:`option`::

    class Rouge(Configurable):
        name = "rouge"
        use_stemmer: bool = option(False, "Porter-stem tokens before matching.")
        multi_ref: Literal["max", "mean"] = option("max", "How several references combine.")

        def __post_init__(self) -> None:  # derived state, after the options are set
            self._scorer = RougeScorer(self.use_stemmer)

Building it (``Rouge(use_stemmer=True)``, ``get_evaluator("rouge", ...)`` or the CLI's
``--option rouge.use_stemmer=true``) checks every option against its declaration: an unknown
name, a wrong type or a rejected value is one :class:`EvaluatorOptionError` naming the
evaluator, the option and the accepted ones. Text from the command line is converted by the
declared type (``"true"`` to a bool, ``"3"`` to a number, JSON for lists and mappings).

The fields are stdlib dataclass fields (``dataclasses.fields(Rouge)`` works): dataclasses are
already imported by the core, so declaring options costs nothing at plugin discovery
(the figures are in ``docs/contributing.md``).
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Literal, Union

from ._errors import EvaluatorOptionError

if typing.TYPE_CHECKING:
    from ._plugins import PluginRegistry

if sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # pragma: no cover - Python 3.10

    def dataclass_transform(**_: Any) -> Callable[[Any], Any]:
        return lambda cls: cls


_KEY = "scorewire.option"
_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})
_NONE_WORDS = frozenset({"none", "null"})


class OptionText(str):
    """An option value as typed on the command line, still to be converted by the declared type.

    ``--option rouge.use_stemmer=true`` passes ``OptionText("true")``: a declared ``bool``
    option becomes ``True``, a declared ``str`` option keeps the text, an undeclared one
    gets the text parsed as JSON when it can be.
    """

    __slots__ = ()

    def json_value(self) -> Any:
        """The text parsed as JSON, or the text itself when it is not JSON."""
        import json  # here, not at the top: plugin discovery imports this module and parses nothing

        try:
            return json.loads(self)
        except json.JSONDecodeError:
            return str(self)


class _Spec:
    # Plain slotted classes, not dataclasses: building a dataclass costs about a millisecond
    # at import, and this module is imported by every plugin at discovery.
    __slots__ = ("check", "choices", "convert", "doc")

    def __init__(
        self,
        doc: str,
        choices: tuple[Any, ...] | None,
        check: Callable[[Any], str | None] | None,
        convert: Callable[[Any], Any] | None,
    ) -> None:
        self.doc = doc
        self.choices = choices
        self.check = check
        self.convert = convert


class OptionInfo:
    """One declared option, as ``scorewire evaluators --options NAME`` prints it.

    ``name``, ``type`` (the annotation as text), ``default`` (:data:`REQUIRED` for an
    option without a default), ``doc`` and ``choices`` (the accepted values, or None).
    """

    __slots__ = ("choices", "default", "doc", "name", "type")

    def __init__(self, name: str, type: str, default: Any, doc: str, choices: tuple[Any, ...] | None = None) -> None:
        self.name = name
        self.type = type
        self.default = default
        self.doc = doc
        self.choices = choices

    def __repr__(self) -> str:
        return f"OptionInfo(name={self.name!r}, type={self.type!r}, default={self.default!r}, doc={self.doc!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OptionInfo):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None  # type: ignore[assignment]

    @property
    def required(self) -> bool:
        """True when the option has no default and must be given."""
        return self.default is REQUIRED

    def default_text(self) -> str:
        """The default as a short literal (``required`` when there is none)."""
        if self.required:
            return "required"
        return _literal(self.default)


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


#: The ``default`` of an :class:`OptionInfo` whose option must be given.
REQUIRED: Any = _Required()


def option(
    default: Any = dataclasses.MISSING,
    doc: str = "",
    *,
    default_factory: Callable[[], Any] | None = None,
    choices: Iterable[Any] | None = None,
    check: Callable[[Any], str | None] | None = None,
    convert: Callable[[Any], Any] | None = None,
) -> Any:
    """Declare one evaluator option (a class field of a :class:`Configurable`).

    :param default: the value when the option is not given (omit it, and give no
        ``default_factory``, for a required option).
    :param doc: one sentence saying what the option does; shown by
        ``scorewire evaluators --options`` and in the docs table.
    :param default_factory: builds a fresh default (for mutable defaults).
    :param choices: the accepted values (a ``Literal`` type declares them too).
    :param check: called with the converted value; returns a problem (``"must be
        positive"``) or None. A ``ValueError`` it raises counts as a problem too.
    :param convert: replaces the type-driven conversion: called with the raw value
        (an :class:`OptionText` from the command line); a ``TypeError`` or ``ValueError``
        it raises is reported as a bad value.
    """
    spec = _Spec(doc, tuple(choices) if choices is not None else None, check, convert)
    metadata = {_KEY: spec}
    if default_factory is not None:
        return dataclasses.field(default_factory=default_factory, kw_only=True, metadata=metadata)
    return dataclasses.field(default=default, kw_only=True, metadata=metadata)


@dataclass_transform(kw_only_default=True, field_specifiers=(option,))
class Configurable:
    """Base class of evaluators (and other plugin objects) with declared options.

    Subclasses declare options as annotated class fields with :func:`option`; the
    constructor takes exactly those keyword arguments, validates and converts them, sets
    them as attributes and then calls ``__post_init__()`` for derived state. Class
    constants must be annotated ``ClassVar[...]`` (or left unannotated).
    """

    __scorewire_options__: ClassVar[dict[str, _Declared]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = inspect.get_annotations(cls)
        for fname in own:
            value = cls.__dict__.get(fname, dataclasses.MISSING)
            is_option = isinstance(value, dataclasses.Field) and _KEY in value.metadata
            if not is_option and not _is_classvar(own[fname]):
                raise TypeError(
                    f"{cls.__qualname__}.{fname}: declare options with option(default, doc); "
                    "annotate class constants ClassVar[...]"
                )
        # Fields only: no generated methods, whose exec() would cost about a millisecond per
        # class at plugin discovery (__init__ and __repr__ below serve every subclass).
        dataclasses.dataclass(cls, init=False, repr=False, eq=False, kw_only=True)
        cls.__scorewire_options__ = {}  # filled on first use: annotations are resolved lazily

    def __init__(self, **options: Any) -> None:
        for oname, value in resolve_options(type(self), options).items():
            object.__setattr__(self, oname, value)
        object.__setattr__(self, "_scorewire_given", frozenset(options))
        self.__post_init__()

    def was_given(self, name: str) -> bool:
        """True when option ``name`` was passed when building (not left at its default).

        For defaults that depend on other options (``compat="fastchat"`` raising
        ``max_tokens``), so an explicitly given value is never overridden.
        """
        return name in getattr(self, "_scorewire_given", ())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name, None)!r}" for name in declared_options(type(self)))
        return f"{type(self).__qualname__}({shown})"

    def __post_init__(self) -> None:
        """Derived state after the options are set (override; call ``super().__post_init__()``)."""


def _is_classvar(annotation: Any) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


class _Declared:
    __slots__ = ("default", "factory", "name", "spec", "type", "type_text")

    def __init__(
        self, name: str, type: Any, type_text: str, default: Any, factory: Callable[[], Any] | None, spec: _Spec
    ) -> None:
        self.name = name
        self.type = type  # the resolved annotation, or None when it cannot be resolved (then: any value)
        self.type_text = type_text
        self.default = default
        self.factory = factory
        self.spec = spec


def declared_options(cls: type) -> dict[str, _Declared]:
    """The options ``cls`` declares (empty for a class that is not :class:`Configurable`)."""
    if not (isinstance(cls, type) and issubclass(cls, Configurable)):
        return {}
    found = cls.__dict__.get("__scorewire_options__")
    if found:
        return typing.cast("dict[str, _Declared]", found)
    out: dict[str, _Declared] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]  # a Configurable subclass is a dataclass
        spec = f.metadata.get(_KEY)
        if spec is None:
            continue
        annotation = f.type
        type_text = annotation if isinstance(annotation, str) else _type_text(annotation)
        out[f.name] = _Declared(
            f.name,
            _resolve_annotation(cls, f.name, annotation),
            type_text,
            f.default,
            None if f.default_factory is dataclasses.MISSING else f.default_factory,
            spec,
        )
    cls.__scorewire_options__ = out
    return out


def _resolve_annotation(cls: type, fname: str, annotation: Any) -> Any:
    if not isinstance(annotation, str):
        return annotation
    for klass in cls.__mro__:
        if fname in inspect.get_annotations(klass):
            module = sys.modules.get(klass.__module__)
            namespace = dict(vars(module)) if module is not None else {}
            namespace.setdefault("Any", Any)
            for _ in range(_MAX_DEFERRED_NAMES):
                try:
                    return eval(annotation, namespace, dict(vars(klass)))  # the class's own annotation text
                except NameError as exc:
                    # A type the module imports only under TYPE_CHECKING (kept out of discovery):
                    # imported now; a name found nowhere means any value is accepted.
                    from ._annotations import type_checking_import

                    missing = exc.name
                    value = type_checking_import(module, missing) if missing else None
                    if missing is None or value is None:
                        return None
                    namespace[missing] = value
                except Exception:
                    return None
    return None


_MAX_DEFERRED_NAMES = 8


def evaluator_name(cls: type) -> str:
    """The evaluator's registered name (its class name when it has none)."""
    name = getattr(cls, "name", None)
    return name if isinstance(name, str) else cls.__qualname__


def describe_options(evaluator: type | object) -> list[OptionInfo]:
    """The options of an evaluator class (or instance): name, type, default, doc, choices.

    Declared options (:class:`Configurable`) come with their docs; for any other class
    the keyword parameters of its constructor are listed, without docs.
    """
    cls = evaluator if isinstance(evaluator, type) else type(evaluator)
    declared = declared_options(cls)
    if declared:
        out = []
        for d in declared.values():
            if d.default is not dataclasses.MISSING:
                default = d.default
            elif d.factory is not None:
                default = d.factory()
            else:
                default = REQUIRED
            out.append(OptionInfo(d.name, d.type_text, default, d.spec.doc, _choices(d)))
        return out
    params = _signature_params(cls)
    return [
        OptionInfo(
            p.name,
            p.annotation if isinstance(p.annotation, str) else _type_text(p.annotation),
            REQUIRED if p.default is p.empty else p.default,
            "",
        )
        for p in (params or {}).values()
    ]


def _signature_params(cls: type) -> dict[str, inspect.Parameter] | None:
    """Keyword parameters of ``cls(...)``; None when it takes ``**kwargs`` (any name)."""
    try:
        sig = inspect.signature(cls)
    except (TypeError, ValueError):
        return {}
    out = {}
    for p in sig.parameters.values():
        if p.kind is p.VAR_KEYWORD:
            return None
        if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD):
            out[p.name] = p
    return out


def resolve_options(cls: type, given: Mapping[str, Any]) -> dict[str, Any]:
    """Validate and convert ``given`` against the options ``cls`` declares; defaults filled in.

    Raises :class:`EvaluatorOptionError` for an unknown name (with a "did you mean"), a
    missing required option, a value of the wrong type or one its check rejects.
    """
    declared = declared_options(cls)
    ename = evaluator_name(cls)
    for key in given:
        if key not in declared:
            raise _unknown(ename, key, list(declared))
    out: dict[str, Any] = {}
    for oname, d in declared.items():
        if oname in given:
            out[oname] = _convert(ename, d, given[oname])
        elif d.factory is not None:
            out[oname] = d.factory()
        elif d.default is not dataclasses.MISSING:
            out[oname] = d.default
        else:
            raise EvaluatorOptionError(ename, oname, "is required and has no default", list(declared))
    return out


def build_evaluator(cls: type, options: Mapping[str, Any]) -> Any:
    """``cls(**options)`` with every option problem as one :class:`EvaluatorOptionError`.

    Declared options are validated by the class itself. For an evaluator without
    declarations, command-line text is parsed as JSON (the historical behaviour), names
    are checked against the constructor's keyword parameters, and a ``TypeError`` or
    ``ValueError`` the constructor raises for the given options is reported the same way.
    """
    if declared_options(cls) or (isinstance(cls, type) and issubclass(cls, Configurable)):
        return cls(**options)
    ename = evaluator_name(cls)
    plain = {k: v.json_value() if isinstance(v, OptionText) else v for k, v in options.items()}
    params = _signature_params(cls)
    if params is not None:
        for key in plain:
            if key not in params:
                raise _unknown(ename, key, list(params))
    try:
        return cls(**plain)
    except (TypeError, ValueError) as exc:
        if not plain or isinstance(exc, EvaluatorOptionError):
            raise
        accepted = list(params) if params is not None else []
        raise EvaluatorOptionError(ename, ", ".join(plain), f"was rejected: {exc}", accepted) from exc


def options_of(evaluator: object) -> dict[str, Any] | None:
    """The resolved options of a built evaluator (defaults included), or None when undeclared."""
    declared = declared_options(type(evaluator))
    if not declared and not isinstance(evaluator, Configurable):
        return None
    return {name: getattr(evaluator, name) for name in declared}


def options_record(evaluator: object, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The options an evaluator was built with, as JSON values, for a run's metadata.

    Declared options are all there, defaults included; for an undeclared evaluator, the
    options it was given.
    """
    resolved = options_of(evaluator)
    if resolved is None:
        resolved = {k: v.json_value() if isinstance(v, OptionText) else v for k, v in (given or {}).items()}
    return {k: _jsonable(v) for k, v in resolved.items()}


def key_options(evaluator: object, given: Mapping[str, Any]) -> dict[str, Any]:
    """The given options as they enter a run-store key: converted by their declarations."""
    if options_of(evaluator) is None:
        return {k: v.json_value() if isinstance(v, OptionText) else v for k, v in given.items()}
    return {k: getattr(evaluator, k) for k in given}


def key_record(evaluator: object) -> dict[str, Any] | None:
    """The declared options as they enter a run-store key (sets sorted, so the key is stable)."""
    resolved = options_of(evaluator)
    if resolved is None:
        return None
    return {k: _jsonable(v) for k, v in resolved.items()}


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((_jsonable(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if callable(value) and hasattr(value, "__qualname__"):
        return f"{getattr(value, '__module__', '?')}.{value.__qualname__}"
    from pathlib import Path

    if isinstance(value, Path):
        return str(value)
    # Only the type of any other object: its repr may hold a secret (a client's key).
    return f"<{type(value).__qualname__}>"


def plain_options(options: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """``{evaluator: {option: value}}`` with command-line text parsed as JSON (how runs record them)."""
    return {
        ev: {k: v.json_value() if isinstance(v, OptionText) else v for k, v in opts.items()}
        for ev, opts in options.items()
    }


def evaluator_options(name: str | type, registry: PluginRegistry | None = None) -> list[OptionInfo]:
    """The options of an installed evaluator (by name) or of an evaluator class.

    ``scorewire.evaluator_options("rouge")`` lists each option's name, type, default and
    doc; an unknown name is an :class:`~scorewire.UnknownEvaluatorError`.
    """
    if isinstance(name, type):
        return describe_options(name)
    from ._errors import UnknownEvaluatorError
    from ._plugins import default_registry

    installed = (registry or default_registry()).evaluators()
    if name not in installed:
        raise UnknownEvaluatorError(name, list(installed))
    return describe_options(installed[name])


def options_text(name: str, registry: PluginRegistry | None = None) -> str:
    """``scorewire evaluators --options NAME``: one block per option."""
    infos = evaluator_options(name, registry)
    if not infos:
        return f"{name}: no options"
    lines = [f"{name} options (--option {name}.NAME=VALUE):"]
    for info in infos:
        lines.append(f"  {info.name}: {info.type} = {info.default_text()}")
        if info.doc:
            lines.append(f"      {info.doc}")
        if info.choices is not None:
            lines.append(f"      one of: {', '.join(_literal(c) for c in info.choices)}")
    return "\n".join(lines)


# -- conversion --------------------------------------------------------------------------------


class _Bad(Exception):
    """A value does not fit a type (the message says what was expected)."""


def _convert(ename: str, d: _Declared, value: Any) -> Any:
    accepted = None
    try:
        if d.spec.convert is not None:
            converted = d.spec.convert(value)
        else:
            converted = _coerce(value, d.type, isinstance(value, OptionText))
    except _Bad as exc:
        raise EvaluatorOptionError(ename, d.name, f"must be {exc} (got {_shown(value)})", accepted) from None
    except (TypeError, ValueError) as exc:
        raise EvaluatorOptionError(ename, d.name, f"{exc} (got {_shown(value)})", accepted) from None
    choices = d.spec.choices
    if choices is not None and converted not in choices:
        raise EvaluatorOptionError(
            ename, d.name, f"must be one of {', '.join(_literal(c) for c in choices)} (got {_shown(value)})", None
        )
    if d.spec.check is not None:
        try:
            problem = d.spec.check(converted)
        except ValueError as exc:
            problem = str(exc)
        if problem:
            raise EvaluatorOptionError(ename, d.name, f"{problem} (got {_shown(value)})", None)
    return converted


def _coerce(value: Any, tp: Any, text: bool) -> Any:
    """``value`` as type ``tp``; ``text``: it came from the command line as a string."""
    if tp is None or tp is Any or tp is object:
        return value.json_value() if isinstance(value, OptionText) else value
    origin = typing.get_origin(tp)
    if origin is Union or (hasattr(types, "UnionType") and isinstance(tp, types.UnionType)):
        args = typing.get_args(tp)
        if value is None and type(None) in args:
            return None
        if text and value.lower() in _NONE_WORDS and type(None) in args:
            return None
        expected = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _coerce(value, arg, text)
            except _Bad as exc:
                expected.append(str(exc))
        if type(None) in args:
            expected.append("None")
        raise _Bad(" or ".join(expected))
    if origin is Literal:
        allowed = typing.get_args(tp)
        for choice in allowed:
            if value == choice or (text and str(choice) == value):
                return choice
        raise _Bad("one of " + ", ".join(_literal(c) for c in allowed))
    if tp is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise _Bad("true or false")
    if tp is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if text:
            try:
                return int(value.strip())
            except ValueError:
                pass
        raise _Bad("a whole number")
    if tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value
        if text:
            import json

            try:
                number = json.loads(value)
            except json.JSONDecodeError:
                number = None
            if isinstance(number, (int, float)) and not isinstance(number, bool):
                return number
            try:
                return float(value)
            except ValueError:
                pass
        raise _Bad("a number")
    if tp is str:
        if isinstance(value, str):
            return str(value)
        raise _Bad("a string")
    container = origin or tp
    if container in (list, tuple, set, frozenset, Sequence, Iterable):
        return _coerce_items(value, tp, container, text)
    if container in (dict, Mapping):
        if text:
            value = value.json_value()
        if not isinstance(value, Mapping):
            raise _Bad("a mapping (JSON object)")
        return value
    if container is Callable:
        if callable(value):
            return value
        raise _Bad("a callable")
    if isinstance(tp, type):
        if isinstance(value, tp):
            return value
        if text and tp.__module__ == "pathlib":
            return tp(value)
        raise _Bad(f"a {tp.__name__}")
    return value  # an annotation we cannot check (a TypeVar, a Protocol...)


def _coerce_items(value: Any, tp: Any, container: Any, text: bool) -> Any:
    if text:
        parsed = value.json_value()
        value = (
            parsed
            if isinstance(parsed, list)
            else [OptionText(part.strip()) for part in value.split(",") if part.strip()]
        )
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise _Bad("a list")
    args = typing.get_args(tp)
    item_type = args[0] if len(args) == 1 or (len(args) == 2 and args[1] is Ellipsis) else None
    items = [_coerce(v, item_type, isinstance(v, OptionText)) for v in value] if item_type is not None else list(value)
    if container in (tuple, list, set, frozenset):
        return container(items)
    # An abstract Sequence or Iterable: keep the caller's list or tuple.
    return type(value)(items) if isinstance(value, (list, tuple)) else items


def _choices(d: _Declared) -> tuple[Any, ...] | None:
    if d.spec.choices is not None:
        return d.spec.choices
    if typing.get_origin(d.type) is Literal:
        return typing.get_args(d.type)
    return None


def _unknown(ename: str, key: str, accepted: Sequence[str]) -> EvaluatorOptionError:
    import difflib

    close = difflib.get_close_matches(key, list(accepted), n=1, cutoff=0.6)
    problem = "is not an option" + (f"; did you mean {close[0]!r}?" if close else "")
    return EvaluatorOptionError(ename, key, problem, list(accepted))


def _literal(value: Any) -> str:
    if isinstance(value, (frozenset, set)):
        return "{" + ", ".join(sorted(repr(v) for v in value)) + "}" if value else "{}"
    if callable(value) and hasattr(value, "__qualname__"):
        return str(value.__qualname__)
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _shown(value: Any) -> str:
    return _literal(str(value)) if isinstance(value, OptionText) else _literal(value)


def _type_text(annotation: Any) -> str:
    if annotation is inspect.Parameter.empty:
        return "any"
    if isinstance(annotation, type):
        return annotation.__name__
    return str(annotation).replace("typing.", "")
