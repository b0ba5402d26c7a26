package org.braid.java.internal.decl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.braid.java.internal.lower.Exceptions;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.IBinding;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.SimpleName;

/**
 * Which of Braid's Java models a program may use: those the user's files name (a type, a field or
 * a method of the JDK class a model stands for), and the models their code names in turn. Every
 * model is parsed and lowered with every program, but two things cost every program when a model
 * has them, so they count only for the models used: a model enum's class initializer (Braid
 * initializes classes eagerly, before {@code main}, so {@code TimeUnit} would create its
 * constants in every program) and a model's exception handlers (one handler anywhere turns on
 * the exception machinery for the whole program: {@code FutureTask} catches what its task throws).
 */
final class ModelUse {
    private final Set<String> used;
    private final Set<String> reachable;
    private final Set<String> userFiles;

    private ModelUse(Set<String> used, Set<String> reachable, Set<String> userFiles) {
        this.used = used;
        this.reachable = reachable;
        this.userFiles = userFiles;
    }

    /** The models the units in {@code userFiles} use, directly or through other models. */
    static ModelUse of(List<ParsedUnit> units, Set<String> userFiles) {
        Map<String, ParsedUnit> modelUnits = new HashMap<>();
        for (ParsedUnit unit : units) {
            for (Object type : unit.unit().types()) {
                ITypeBinding binding = ((AbstractTypeDeclaration) type).resolveBinding();
                if (binding != null && binding.getQualifiedName().startsWith(ModelSources.MODEL_PACKAGE_PREFIX)) {
                    modelUnits.put(jdkName(binding), unit);
                }
            }
        }
        List<ParsedUnit> user = units.stream().filter(u -> userFiles.contains(u.file())).toList();
        List<ParsedUnit> implicit = new ArrayList<>(user);
        modelUnits.forEach((name, unit) -> {
            if (isJavaLang(name) || Exceptions.RAISED_BY_THE_JVM.contains(name)) {
                implicit.add(unit);
            }
        });
        return new ModelUse(closure(user, modelUnits), closure(implicit, modelUnits), userFiles);
    }

    /** The JDK names of the models {@code roots} name, directly or through other models (and of the model roots). */
    private static Set<String> closure(List<ParsedUnit> roots, Map<String, ParsedUnit> modelUnits) {
        Set<String> names = new HashSet<>();
        modelUnits.forEach((name, unit) -> {
            if (roots.contains(unit)) {
                names.add(name);
            }
        });
        Deque<ParsedUnit> work = new ArrayDeque<>(roots);
        Set<ParsedUnit> seen = new HashSet<>(work);
        while (!work.isEmpty()) {
            for (String name : named(work.pop())) {
                ParsedUnit model = modelUnits.get(name);
                if (model != null && names.add(name) && seen.add(model)) {
                    work.add(model);
                }
            }
        }
        return Set.copyOf(names);
    }

    /** A class of package {@code java.lang} (not of its subpackages). */
    private static boolean isJavaLang(String name) {
        return name.startsWith("java.lang.") && name.indexOf('.', "java.lang.".length()) < 0;
    }

    /** Whether {@code unit} is the user's or a model the program uses: its handlers count. */
    boolean counts(ParsedUnit unit) {
        return userFiles.contains(unit.file()) || declaresOnly(unit, used::contains);
    }

    /**
     * Whether code of the program may create objects of the classes {@code unit} declares: the
     * user's files, and the models named (directly or through other models) by them, by the
     * {@code java.lang} models (strings, boxes, threads, exceptions the front end creates without
     * the program naming them) and by the exceptions the JVM throws ({@link
     * Exceptions#RAISED_BY_THE_JVM}). Sound: an object is created only by code that names its class.
     */
    boolean mayCreate(ParsedUnit unit) {
        return userFiles.contains(unit.file()) || declaresOnly(unit, reachable::contains);
    }

    /** Whether a type of {@code unit} is not a model, or a model whose JDK name passes {@code test}. */
    private static boolean declaresOnly(ParsedUnit unit, Predicate<String> test) {
        for (Object type : unit.unit().types()) {
            ITypeBinding binding = ((AbstractTypeDeclaration) type).resolveBinding();
            if (binding == null || !binding.getQualifiedName().startsWith(ModelSources.MODEL_PACKAGE_PREFIX)
                || test.test(jdkName(binding))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code cls} is a model enum the program does not use, so its class initializer is left out. */
    boolean unusedEnum(ClassInfo cls) {
        return cls.name().startsWith(ModelSources.MODEL_PACKAGE_PREFIX) && cls.binding() != null
            && cls.binding().isEnum()
            && !used.contains(cls.name().substring(ModelSources.MODEL_PACKAGE_PREFIX.length()));
    }

    /** The JDK names of the types a unit names (model types by the JDK class they stand for). */
    private static Set<String> named(ParsedUnit unit) {
        Set<String> names = new HashSet<>();
        unit.unit().accept(new ASTVisitor() {
            @Override
            public boolean visit(SimpleName node) {
                ITypeBinding type = typeOf(node.resolveBinding());
                if (type != null) {
                    names.add(jdkName(type));
                }
                return true;
            }
        });
        return names;
    }

    private static ITypeBinding typeOf(IBinding binding) {
        return switch (binding) {
            case ITypeBinding t -> t;
            case IVariableBinding v when v.isField() -> v.getDeclaringClass();
            case IMethodBinding m -> m.getDeclaringClass();
            case null, default -> null;
        };
    }

    private static String jdkName(ITypeBinding type) {
        String name = type.getErasure().getQualifiedName();
        return name.startsWith(ModelSources.MODEL_PACKAGE_PREFIX)
            ? name.substring(ModelSources.MODEL_PACKAGE_PREFIX.length()) : name;
    }
}
