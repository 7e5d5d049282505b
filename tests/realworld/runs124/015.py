"""Document-type classifier on TF-IDF features; macro F1 tracked during training (as with sklearn f1_score in the old pipeline)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(15)
N, V, C = 2000, 500, 3
y = rng.integers(0, C, N)
X = rng.random((N, V)).astype("float32") * 0.1
for c in range(C):
    X[y == c, c * 50:(c + 1) * 50] += 0.3
print("labels:", y[:10], "dtype", y.dtype)

model = keras.Sequential([
    keras.Input((V,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(C, activation="softmax"),
])
model.compile(optimizer="adam",
              loss="sparse_categorical_crossentropy",
              metrics=["accuracy", keras.metrics.F1Score(average="macro", name="macro_f1")])
model.fit(X, y, batch_size=32, epochs=5, validation_split=0.1,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_macro_f1", mode="max", patience=2)])
