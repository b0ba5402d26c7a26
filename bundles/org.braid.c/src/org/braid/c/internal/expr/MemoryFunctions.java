package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Leaves;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * {@code memset}, {@code memcpy}, {@code memmove}, {@code memcmp} and {@code bzero} (and their
 * {@code __builtin_} spellings) on typed objects. Braid's memory is typed per scalar cell, so these
 * are lowered over the cells of the type the destination (and source) pointer points to, with the
 * bytes a real machine would produce:
 * <ul>
 * <li>a constant size that is a multiple of the element size becomes straight-line writes
 * (copies) of the cells, as GCC lowers them;</li>
 * <li>any other size {@code n} (a variable, {@code n * sizeof *p}) becomes a loop over the
 * {@code n / sizeof(T)} elements, unwound like any loop (the unwinding bound applies and a cut is
 * reported at the call); remaining bytes ({@code n % sizeof(T)}) go to the byte-loop model of the
 * same function, which works byte by byte;</li>
 * <li>{@code memset} stores the fill byte repeated in every byte of a cell (integer, floating and
 * {@code _Bool} cells alike; pointer cells only for a zero byte, which is the null pointer);</li>
 * <li>{@code memmove} copies backwards when the destination's address is above the source's, so
 * overlapping ranges move correctly;</li>
 * <li>{@code memcmp} compares the cells in address order and, within a cell, its bytes in memory
 * (little-endian) order, and returns the difference of the first differing bytes as unsigned
 * chars (the sign is what C specifies; glibc returns the same difference). Pointer cells compare
 * by their machine addresses. Padding bytes between cells are not compared.</li>
 * </ul>
 * A call whose pointers have no usable type ({@code void *}) or whose source type differs from the
 * destination's works on {@code unsigned char} cells: straight-line byte accesses when the size is
 * a constant of at most {@value #BYTE_UNROLL_LIMIT} bytes, else a call to the byte-loop model in
 * {@code models/stdlib.c}. Both are exact, since memory reads and writes bytes of cells of other
 * widths as a little-endian machine does. {@code realloc} on a
 * typed pointer is a {@code malloc}, a copy of the old object's cells up to the smaller size
 * ({@link Expr.ObjectSize}) and a {@code free} (see {@link #realloc}).
 */
final class MemoryFunctions {
    /** Elements a constant-size {@code memcmp} compares straight-line before it becomes a loop. */
    private static final long UNROLL_LIMIT = 64;
    /**
     * Bytes up to which a constant-size call on untyped or differently typed objects is lowered to
     * straight-line byte accesses (exact: Braid's memory composes and splits cells by bytes).
     */
    private static final long BYTE_UNROLL_LIMIT = 256;

    private enum Kind { SET, COPY, MOVE, COMPARE }

    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    MemoryFunctions(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    static boolean handles(String name) {
        String plain = plain(name);
        return plain.equals("realloc") || plain.equals("memset") || plain.equals("memcpy") || plain.equals("memmove") || plain.equals("memcmp")
            || plain.equals("bzero");
    }

    private static String plain(String name) {
        return name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
    }

    /**
     * The lowered call's value (the destination; for {@code bzero}, whose value cannot be used, too),
     * or {@code null} if the call is not on typed objects (it stays a call).
     */
    Value call(String name, IASTFunctionCallExpression e) {
        String plain = plain(name);
        IASTInitializerClause[] args = e.getArguments();
        if (plain.equals("realloc")) {
            return args.length == 2 ? realloc((IASTExpression) args[0], (IASTExpression) args[1]) : null;
        }
        boolean bzero = plain.equals("bzero");
        if (args.length != (bzero ? 2 : 3)) {
            return null;
        }
        Kind kind = switch (plain) {
            case "memset", "bzero" -> Kind.SET;
            case "memcpy" -> Kind.COPY;
            case "memmove" -> Kind.MOVE;
            default -> Kind.COMPARE;
        };
        IASTExpression dest = (IASTExpression) args[0];
        IASTExpression second = bzero ? null : (IASTExpression) args[1];
        IASTExpression sizeArg = (IASTExpression) args[bzero ? 1 : 2];
        CType element = element(dest);
        OptionalLong size = fn.unit().constant(sizeArg);
        OptionalLong fill = kind != Kind.SET ? OptionalLong.empty()
            : bzero ? OptionalLong.of(0) : fn.unit().constant(second);
        boolean typed = element != null
            && (kind == Kind.SET ? fillable(element, fill) : sameCells(element, element(second)))
            && (size.isEmpty() || size.getAsLong() >= 0 && size.getAsLong() % target.sizeOf(element) == 0);
        if (!typed) {
            if (size.isEmpty() || size.getAsLong() < 0 || size.getAsLong() > BYTE_UNROLL_LIMIT) {
                return null;
            }
            element = CType.UCHAR;
        }
        long elementSize = target.sizeOf(element);

        Value to = exprs.assignments().stable(exprs.rvalue(dest));
        Value from = null;
        Expr fillByte = null;
        if (kind == Kind.SET) {
            fillByte = bzero ? Ir.constant(0, byteType())
                : Ir.cast(exprs.assignments().stable(exprs.rvalue(second)).expr(), byteType());
        } else {
            from = exprs.assignments().stable(exprs.rvalue(second));
        }
        Type.Int sizeType = target.ir(target.sizeT());
        Expr bytes = size.isPresent() ? Ir.constant(size.getAsLong(), sizeType)
            : Ir.cast(exprs.assignments().stable(exprs.rvalue(sizeArg)).expr(), sizeType);

        Range range = new Range(to.expr(), from == null ? null : from.expr(), element, Texts.pointee(dest),
            second == null ? "" : Texts.pointee(second), multipleOf(sizeArg, elementSize),
            fn.unit().locations().point(dest), second == null ? Loc.NONE : fn.unit().locations().point(second));
        Expr result = null;
        if (kind == Kind.COMPARE) {
            result = compare(range, bytes, size);
        } else if (size.isPresent()) {
            straight(kind, range, size.getAsLong() / elementSize, fillByte);
        } else {
            loop(kind, range, bytes, fillByte, null);
        }
        if (kind == Kind.COMPARE) {
            return new Value(result, CType.INT);
        }
        return new Value(Ir.retype(to.expr(), target.pointerTo(CType.VOID)), new CType.Ptr(CType.VOID));
    }

    /**
     * The cells from {@code to} (and {@code from}) of elements of type {@code element}; {@code whole}
     * when the size is a multiple of the element size by its form ({@code n * sizeof *p});
     * {@code toAt} and {@code fromAt} are where the pointer arguments are written, which the
     * accesses of the cells report ({@link Loc#NONE}: the call's statement).
     */
    private record Range(Expr to, Expr from, CType element, String toText, String fromText, boolean whole, Loc toAt,
            Loc fromAt) {
    }

    /** Whether {@code e} is, by its form, a multiple of {@code factor}: a constant, a product, a sum of such. */
    private boolean multipleOf(IASTExpression e, long factor) {
        if (factor == 1) {
            return true;
        }
        OptionalLong constant = fn.unit().constant(e);
        if (constant.isPresent()) {
            return constant.getAsLong() % factor == 0;
        }
        IASTExpression x = Expressions.strip(e);
        if (x instanceof IASTCastExpression c) {
            return multipleOf(c.getOperand(), factor);
        }
        if (x instanceof IASTBinaryExpression b) {
            return switch (b.getOperator()) {
                case IASTBinaryExpression.op_multiply -> multipleOf(b.getOperand1(), factor)
                    || multipleOf(b.getOperand2(), factor);
                case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus -> multipleOf(b.getOperand1(), factor)
                    && multipleOf(b.getOperand2(), factor);
                default -> false;
            };
        }
        return false;
    }

    /** The element type {@code pointer} points to, if it is a complete object type with cells. */
    private CType element(IASTExpression pointer) {
        if (!(TypeOf.decay(exprs.typeOf(pointer)) instanceof CType.Ptr p)) {
            return null;
        }
        CType element = p.target().unqualified();
        if (!(element instanceof CType.Int || element instanceof CType.Ptr || element instanceof CType.Rec
                || element instanceof CType.Arr || element instanceof CType.Floating)) {
            return null;
        }
        long size = target.sizeOf(element);
        if (size <= 0 || Leaves.of(element, target).isEmpty()) {
            return null;
        }
        for (Leaves.Leaf leaf : Leaves.of(element, target)) {
            if (target.ir(leaf.type()) instanceof Type.Array) {
                return null;
            }
        }
        return element;
    }

    /**
     * Whether bytes copied or compared from cells of {@code source} are cells of {@code element}: the
     * same type, or integers of one width that differ in signedness ({@code char} and
     * {@code unsigned char}), whose bits the copy keeps.
     */
    private boolean sameCells(CType element, CType source) {
        if (source == null) {
            return false;
        }
        if (element.equals(source)) {
            return true;
        }
        return element instanceof CType.Int a && source instanceof CType.Int b && a.kind() != IntKind.BOOL
            && b.kind() != IntKind.BOOL && target.sizeOf(a) == target.sizeOf(b);
    }

    /** Pointer cells can only be filled with zero bytes (the null pointer). */
    private boolean fillable(CType element, OptionalLong fill) {
        if (fill.isPresent() && (fill.getAsLong() & 0xff) == 0) {
            return true;
        }
        for (Leaves.Leaf leaf : Leaves.of(element, target)) {
            if (leaf.type() instanceof CType.Ptr) {
                return false;
            }
        }
        return true;
    }

    private Type.Int byteType() {
        return new Type.Int(8, false);
    }

    // ---- set, copy, move over whole elements ----

    private void straight(Kind kind, Range range, long count, Expr fillByte) {
        CType object = count == 1 ? range.element() : new CType.Arr(range.element(), count);
        Place.Memory to = exprs.access().memory(range.to(), object, range.toText()).at(range.toAt());
        if (kind == Kind.SET) {
            for (Leaves.Leaf leaf : Leaves.of(object, target)) {
                exprs.write(cell(to, leaf), pattern(leaf.type(), fillByte));
            }
            return;
        }
        Place.Memory from = exprs.access().memory(range.from(), object, range.fromText()).at(range.fromAt());
        if (kind == Kind.MOVE) {
            copyThroughRegisters(to, from);
        } else {
            exprs.copy(to, from);
        }
    }

    /**
     * A loop over the whole elements in the {@code n} bytes ({@code i++} while
     * {@code n - i * sizeof(T) >= sizeof(T)}: no division, no overflow), then the remaining bytes.
     * {@code memcmp} stops at the first difference ({@code result} is its value so far);
     * {@code memmove} runs downwards, its remaining bytes first, when the destination lies above the
     * source.
     */
    private void loop(Kind kind, Range range, Expr bytes, Expr fillByte, Lvalue.Var result) {
        Type.Int sizeType = target.ir(target.sizeT());
        long elementSize = target.sizeOf(range.element());
        Expr elementBytes = Ir.constant(elementSize, sizeType);
        Expr backward = Ir.bool(false);
        Expr count = null;
        if (kind == Kind.MOVE) {
            backward = exprs.assignments().once(Ir.binary(BinaryOp.GT, Ir.cast(range.to(), sizeType), Ir.cast(range.from(), sizeType)));
            count = elementSize == 1 ? bytes : exprs.assignments().once(Ir.binary(BinaryOp.DIV, bytes, elementBytes));
            if (!range.whole()) {
                remainder(kind, range, bytes, exprs.assignments().once(Ir.binary(BinaryOp.MUL, count, elementBytes)), fillByte, null,
                    backward);
            }
        }
        Lvalue.Var index = new Lvalue.Var(fn.newTemp(sizeType));
        fn.emit(new Stmt.Assign(index, Ir.constant(0, sizeType), fn.loc()));
        String head = fn.newLabel("mem.head");
        String body = fn.newLabel("mem.body");
        String done = fn.newLabel("mem.done");
        fn.start(head);
        Expr whole = Ir.binary(BinaryOp.MUL, new Expr.Read(index), elementBytes);
        Expr more = Ir.binary(BinaryOp.GE, Ir.binary(BinaryOp.SUB, bytes, whole), elementBytes);
        if (result != null) {
            more = Ir.binary(BinaryOp.LAND, more, isZero(result));
        }
        fn.terminate(new Terminator.Branch(more, body, done, fn.loc()));
        fn.start(body);
        Expr at = new Expr.Read(index);
        if (kind == Kind.MOVE) {
            at = exprs.assignments().once(new Expr.Ite(backward,
                Ir.binary(BinaryOp.SUB, Ir.binary(BinaryOp.SUB, count, Ir.constant(1, sizeType)), at), at));
        }
        Place.Memory to = element(range.to(), at, range.element(), range.toText(), range.toAt());
        switch (kind) {
            case SET -> {
                for (Leaves.Leaf leaf : Leaves.of(range.element(), target)) {
                    exprs.write(cell(to, leaf), pattern(leaf.type(), fillByte));
                }
            }
            case COMPARE -> compareElement(to, element(range.from(), at, range.element(), range.fromText(), range.fromAt()), result);
            default -> exprs.copy(to, element(range.from(), at, range.element(), range.fromText(), range.fromAt()));
        }
        fn.emit(new Stmt.Assign(index, Ir.binary(BinaryOp.ADD, new Expr.Read(index), Ir.constant(1, sizeType)),
            fn.loc()));
        fn.terminate(new Terminator.Goto(head, fn.loc()));
        fn.start(done);
        if (!range.whole()) {
            remainder(kind, range, bytes, Ir.binary(BinaryOp.MUL, new Expr.Read(index), elementBytes), fillByte, result,
                kind == Kind.MOVE ? Ir.unary(Expr.UnaryOp.NOT, backward) : Ir.bool(true));
        }
    }

    private static Expr isZero(Lvalue.Var v) {
        return Ir.binary(BinaryOp.EQ, new Expr.Read(v), Ir.constant(0, (Type.Int) v.type()));
    }

    /**
     * If {@code when} holds, the bytes from {@code skip} to {@code bytes} through the byte-loop model
     * of the same function; for {@code memcmp} only while no whole element differed.
     */
    private void remainder(Kind kind, Range range, Expr bytes, Expr skip, Expr fillByte, Lvalue.Var result,
            Expr when) {
        Type.Int sizeType = target.ir(target.sizeT());
        Expr rest = exprs.assignments().once(Ir.binary(BinaryOp.SUB, bytes, skip));
        String tail = fn.newLabel("mem.tail");
        String end = fn.newLabel("mem.end");
        Expr more = Ir.binary(BinaryOp.LAND, when, Ir.binary(BinaryOp.NE, rest, Ir.constant(0, sizeType)));
        if (result != null) {
            more = Ir.binary(BinaryOp.LAND, more, isZero(result));
        }
        fn.terminate(new Terminator.Branch(more, tail, end, fn.loc()));
        fn.start(tail);
        Expr offset = Ir.cast(skip, target.offsetType());
        CType.Ptr voidPtr = new CType.Ptr(CType.VOID);
        CType size = new CType.Int(target.sizeT());
        List<Expr> args = new ArrayList<>();
        args.add(byteAddress(range.to(), offset));
        String model;
        CType.Fun type;
        if (kind == Kind.SET) {
            model = "memset";
            args.add(Ir.cast(fillByte, target.ir(CType.INT)));
            type = new CType.Fun(voidPtr, List.of(voidPtr, CType.INT, size), false);
        } else {
            model = switch (kind) {
                case MOVE -> "memmove";
                case COMPARE -> "memcmp";
                default -> "memcpy";
            };
            args.add(byteAddress(range.from(), offset));
            type = new CType.Fun(kind == Kind.COMPARE ? CType.INT : voidPtr, List.of(voidPtr, voidPtr, size), false);
        }
        args.add(rest);
        fn.unit().symbols().reference(model, type, fn.loc());
        fn.emit(new Stmt.Call(Optional.ofNullable(result), new Callee.Direct(model), args, fn.loc()));
        fn.start(end);
    }

    /** {@code (void *) ((char *) base + skip)}. */
    private Expr byteAddress(Expr base, Expr skip) {
        Type.Pointer bytePointer = target.pointerTo(CType.CHAR);
        return Ir.retype(Ir.ptrAdd(Ir.retype(base, bytePointer), skip, bytePointer), target.pointerTo(CType.VOID));
    }

    // ---- realloc ----

    /**
     * {@code realloc(p, n)} on a typed pointer, as glibc behaves: {@code p == NULL} is
     * {@code malloc(n)}; {@code n == 0} frees {@code p} and returns NULL; otherwise a new object
     * from {@code malloc(n)} (NULL, with {@code p} untouched, when the model's malloc fails) gets
     * the first {@code min(size of p's object, n)} bytes of the old one, copied cell by cell as
     * {@code memcpy} copies them (through a {@code void *}, byte by byte), and the old object is freed.
     * (The new object is always a fresh
     * one: a program that compares the old pointer with the new one sees them differ, which a real
     * allocator may also do.)
     */
    private Value realloc(IASTExpression pointer, IASTExpression sizeArg) {
        Type.Int sizeType = target.ir(target.sizeT());
        CType.Ptr voidPtr = new CType.Ptr(CType.VOID);
        Type.Pointer voidIr = target.pointerTo(CType.VOID);
        if (isNullConstant(pointer)) {
            Lvalue.Var result = new Lvalue.Var(fn.newTemp(voidIr));
            malloc(result, exprs.assignments().once(Ir.cast(exprs.rvalue(sizeArg).expr(), sizeType)));
            return new Value(new Expr.Read(result), voidPtr);
        }
        CType element = element(pointer);
        if (element == null && TypeOf.decay(exprs.typeOf(pointer)) instanceof CType.Ptr p
                && p.target().unqualified() instanceof CType.Void) {
            element = CType.UCHAR;
        }
        if (element == null) {
            return null;
        }
        Value old = exprs.assignments().stable(exprs.rvalue(pointer));
        Expr size = exprs.assignments().once(Ir.cast(exprs.rvalue(sizeArg).expr(), sizeType));
        Lvalue.Var result = new Lvalue.Var(fn.newTemp(voidIr));
        String fresh = fn.newLabel("realloc.fresh");
        String existing = fn.newLabel("realloc.existing");
        String release = fn.newLabel("realloc.release");
        String grow = fn.newLabel("realloc.move");
        String copy = fn.newLabel("realloc.copy");
        String end = fn.newLabel("realloc.end");
        fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.EQ, Ir.retype(old.expr(), voidIr), new Expr.Null(voidIr)),
            fresh, existing, fn.loc()));
        fn.start(fresh);
        malloc(result, size);
        fn.terminate(new Terminator.Goto(end, fn.loc()));
        fn.start(existing);
        fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.EQ, size, Ir.constant(0, sizeType)), release, grow,
            fn.loc()));
        fn.start(release);
        free(old.expr());
        fn.emit(new Stmt.Assign(result, new Expr.Null(voidIr), fn.loc()));
        fn.terminate(new Terminator.Goto(end, fn.loc()));
        fn.start(grow);
        malloc(result, size);
        fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.EQ, new Expr.Read(result), new Expr.Null(voidIr)), end,
            copy, fn.loc()));
        fn.start(copy);
        Expr oldSize = exprs.assignments().once(new Expr.ObjectSize(old.expr(), sizeType));
        Expr kept = exprs.assignments().once(new Expr.Ite(Ir.binary(BinaryOp.LT, oldSize, size), oldSize, size));
        Range range = new Range(new Expr.Read(result), old.expr(), element, "realloc(" + Texts.of(pointer) + ")",
            Texts.pointee(pointer), target.sizeOf(element) == 1, Loc.NONE, fn.unit().locations().point(pointer));
        loop(Kind.COPY, range, kept, null, null);
        free(old.expr());
        fn.start(end);
        return new Value(new Expr.Read(result), voidPtr);
    }

    /** {@code NULL}, {@code 0}, {@code (void *) 0}. */
    private boolean isNullConstant(IASTExpression e) {
        OptionalLong value = fn.unit().constant(e);
        return value.isPresent() && value.getAsLong() == 0 || exprs.rvalue(e).expr() instanceof Expr.Null;
    }

    private void malloc(Lvalue.Var result, Expr size) {
        CType.Ptr voidPtr = new CType.Ptr(CType.VOID);
        fn.unit().symbols().reference("malloc", new CType.Fun(voidPtr, List.of(new CType.Int(target.sizeT())), false),
            fn.loc());
        fn.emit(new Stmt.Call(Optional.of(result), new Callee.Direct("malloc"), List.of(size), fn.loc()));
    }

    private void free(Expr pointer) {
        CType.Ptr voidPtr = new CType.Ptr(CType.VOID);
        fn.unit().symbols().reference("free", new CType.Fun(CType.VOID, List.of(voidPtr), false), fn.loc());
        fn.emit(new Stmt.Call(Optional.empty(), new Callee.Direct("free"),
            List.of(Ir.retype(pointer, target.pointerTo(CType.VOID))), fn.loc()));
    }

    // ---- compare ----

    private Expr compare(Range range, Expr bytes, OptionalLong size) {
        Type.Int intType = target.ir(IntKind.INT);
        long elementSize = target.sizeOf(range.element());
        Variable result = fn.newTemp(intType);
        Lvalue.Var r = new Lvalue.Var(result);
        fn.emit(new Stmt.Assign(r, Ir.constant(0, intType), fn.loc()));
        if (size.isPresent() && size.getAsLong() / elementSize <= UNROLL_LIMIT) {
            Type.Int sizeType = target.ir(target.sizeT());
            for (long k = 0; k < size.getAsLong() / elementSize; k++) {
                String next = fn.newLabel("memcmp.next");
                String body = fn.newLabel("memcmp.element");
                fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.EQ, new Expr.Read(r), Ir.constant(0, intType)), body,
                    next, fn.loc()));
                fn.start(body);
                Expr at = Ir.constant(k, sizeType);
                compareElement(element(range.to(), at, range.element(), range.toText(), range.toAt()),
                    element(range.from(), at, range.element(), range.fromText(), range.fromAt()), r);
                fn.start(next);
            }
            return new Expr.Read(r);
        }
        loop(Kind.COMPARE, range, bytes, null, r);
        return new Expr.Read(r);
    }

    /** {@code if (r == 0) r = first byte difference} over the cells of elements {@code a} and {@code b}. */
    private void compareElement(Place.Memory a, Place.Memory b, Lvalue.Var r) {
        Type.Int intType = (Type.Int) r.type();
        for (Leaves.Leaf leaf : Leaves.of(a.type(), target)) {
            Expr x = bits(exprs.read(cell(a, leaf)).expr());
            Expr y = bits(exprs.read(cell(b, leaf)).expr());
            Expr difference = byteDifference(x, y, intType);
            fn.emit(new Stmt.Assign(r, new Expr.Ite(Ir.binary(BinaryOp.EQ, new Expr.Read(r), Ir.constant(0, intType)),
                difference, new Expr.Read(r)), fn.loc()));
        }
    }

    /** A cell's bytes as an unsigned integer of its width. */
    private Expr bits(Expr value) {
        Expr v = exprs.assignments().once(value);
        return switch (v.type()) {
            case Type.Pointer p -> exprs.assignments().once(Ir.cast(v, new Type.Int(target.model().pointerBits(), false)));
            case Type.Bool b -> exprs.assignments().once(Ir.cast(v, byteType()));
            case Type.Int i -> i.signed() ? exprs.assignments().once(Ir.cast(v, new Type.Int(i.width(), false))) : v;
            default -> throw new IllegalStateException("memcmp of " + v.type());
        };
    }

    /** The difference of the first differing bytes (lowest address first) of {@code x} and {@code y}, or 0. */
    private static Expr byteDifference(Expr x, Expr y, Type.Int intType) {
        Type.Int t = (Type.Int) x.type();
        Expr xor = Ir.binary(BinaryOp.XOR, x, y);
        Expr difference = Ir.constant(0, intType);
        for (int k = t.width() / 8 - 1; k >= 0; k--) {
            Expr shift = Ir.constant(8L * k, t);
            Expr mask = Ir.constant(0xff, t);
            Expr differs = Ir.binary(BinaryOp.NE, Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, xor, shift), mask),
                Ir.constant(0, t));
            Expr xa = Ir.cast(Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, x, shift), mask), intType);
            Expr ya = Ir.cast(Ir.binary(BinaryOp.AND, Ir.binary(BinaryOp.SHR, y, shift), mask), intType);
            difference = new Expr.Ite(differs, Ir.binary(BinaryOp.SUB, xa, ya), difference);
        }
        return difference;
    }

    // ---- cells ----

    /** Element {@code index} of the array of {@code type} at {@code base}. */
    private Place.Memory element(Expr base, Expr index, CType type, String text, Loc where) {
        Type.Int offset = target.offsetType();
        Expr bytes = Ir.binary(BinaryOp.MUL, Ir.cast(index, offset), Ir.constant(target.sizeOf(type), offset));
        Type.Pointer pointer = target.pointerTo(type);
        return exprs.access().memory(Ir.ptrAdd(Ir.retype(base, pointer), bytes, pointer), type,
            Leaves.base(text) + "[i]").at(where);
    }

    private Place.Memory cell(Place.Memory whole, Leaves.Leaf leaf) {
        Expr address = Ir.ptrAdd(whole.address(), Ir.constant(leaf.offset(), target.offsetType()),
            target.pointerTo(leaf.type()));
        return exprs.access().memory(address, leaf.type(), Leaves.base(whole.display()) + leaf.path()).at(whole.at());
    }

    /** The cell value whose every byte is {@code fillByte} (an unsigned 8-bit expression). */
    private Expr pattern(CType type, Expr fillByte) {
        Type ir = target.ir(type);
        if (ir instanceof Type.Pointer p) {
            return new Expr.Null(p);
        }
        if (ir instanceof Type.Bool) {
            return Ir.binary(BinaryOp.NE, fillByte, Ir.constant(0, byteType()));
        }
        Type.Int t = (Type.Int) ir;
        long repeat = 0;
        for (int i = 0; i < t.width() / 8; i++) {
            repeat = repeat << 8 | 1;
        }
        return Ir.binary(BinaryOp.MUL, Ir.cast(fillByte, t), Ir.constant(repeat, t));
    }

    /** memmove: all cells are read before any is written, so overlapping objects copy correctly. */
    private void copyThroughRegisters(Place.Memory to, Place.Memory from) {
        List<Leaves.Leaf> leaves = Leaves.of(to.type(), target);
        List<Value> values = new ArrayList<>();
        for (Leaves.Leaf leaf : leaves) {
            values.add(exprs.assignments().stable(exprs.read(cell(from, leaf))));
        }
        for (int i = 0; i < leaves.size(); i++) {
            exprs.write(cell(to, leaves.get(i)), values.get(i).expr());
        }
    }

}
