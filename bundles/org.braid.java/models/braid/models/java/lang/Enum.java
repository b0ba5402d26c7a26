package braid.models.java.lang;

/**
 * Braid's model of {@code java.lang.Enum}, the superclass of every enum: the constant's name (a
 * string literal) and ordinal, which the front end stores when it creates the constant in the
 * enum's class initializer, before the enum's constructor runs. An enum's {@code values()} and
 * {@code valueOf(String)} are lowered by the front end. Methods not declared here
 * ({@code hashCode}, {@code getDeclaringClass}, {@code Enum.valueOf(Class, String)}, ...) are
 * unsupported.
 */
public abstract class Enum {
    private java.lang.String name;
    private int ordinal;

    public final java.lang.String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    @Override
    public java.lang.String toString() {
        return name;
    }

    @Override
    public final boolean equals(Object other) {
        return this == other;
    }

    public final int compareTo(Enum other) {
        return ordinal - other.ordinal;
    }
}
