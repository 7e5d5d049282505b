"""Frame-level audio event tagging with per-timestep sample weights (padding frames weighted 0).
Training code follows the 2020 Keras sequence-labelling recipe (compile with sample_weight_mode='temporal')."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
n, T, F, C = 600, 50, 20, 4
lengths = rng.integers(20, T + 1, size=n)
X = rng.normal(size=(n, T, F)).astype("float32")
Y = rng.integers(0, C, size=(n, T))
X[np.arange(n)[:, None], np.arange(T)[None, :], Y] += 2.0          # make the frames learnable
frame_weights = (np.arange(T)[None, :] < lengths[:, None]).astype("float32")
for i, L in enumerate(lengths):
    X[i, L:] = 0.0

model = keras.Sequential([
    keras.Input((T, F)),
    layers.Conv1D(32, 5, padding="same", activation="relu"),
    layers.Bidirectional(layers.GRU(32, return_sequences=True)),
    layers.TimeDistributed(layers.Dense(C, activation="softmax")),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"], sample_weight_mode="temporal")
model.fit(X, Y, sample_weight=frame_weights, batch_size=32, epochs=3, validation_split=0.1)
