# Healthy run: mixed_float16 CNN with the output layer kept in float32; Keras wraps the optimizer in a
# LossScaleOptimizer automatically.
import numpy as np, keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy())
rng = np.random.default_rng(25)
protos = rng.normal(size=(10, 24, 24, 3)).astype("float32")
y = rng.integers(0, 10, 3000)
x = protos[y] + 0.8 * rng.normal(size=(3000, 24, 24, 3)).astype("float32")

model = keras.Sequential([
    keras.Input((24, 24, 3)),
    layers.Conv2D(32, 3, padding="same", activation="relu"), layers.BatchNormalization(), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, padding="same", activation="relu"), layers.BatchNormalization(),
    layers.GlobalAveragePooling2D(),
    layers.Dense(10),
    layers.Activation("softmax", dtype="float32"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
print("optimizer:", type(model.optimizer).__name__)
model.fit(x, y, batch_size=64, epochs=5, validation_split=0.1, verbose=2)
print("final test:", model.evaluate(x[:500], y[:500], verbose=0))
