"""5-class tabular classifier trained with model.fit and a validation split."""
import numpy as np
import keras

rng = np.random.default_rng(6)
# data exported class by class (as read from per-class CSV files)
xs, ys = [], []
for c in range(5):
    center = rng.normal(size=(12,)) * 2
    xs.append(center + rng.normal(size=(800, 12)))
    ys.append(np.full((800,), c))
x = np.concatenate(xs).astype("float32")
y = np.concatenate(ys).astype("int32")
print("x", x.shape, "y", y.shape, "classes", np.bincount(y))

model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dropout(0.1), keras.layers.Dense(5, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=6, validation_split=0.2, shuffle=True, verbose=2)
