"""Warm-start a Keras 3 text encoder from weights exported by the team's old TF 2.x (Keras 2) training job.
The export is a dict {variable.name: array}, written by `{v.name: v.numpy() for v in model.weights}`."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
# the exported file from the old job (names as tf.keras 2.x printed them)
old = {
    "embedding/embeddings:0": rng.normal(size=(1000, 32)).astype("float32"),
    "encoder_dense/kernel:0": rng.normal(size=(32, 64)).astype("float32"),
    "encoder_dense/bias:0": np.zeros(64, "float32"),
    "head/kernel:0": rng.normal(size=(64, 5)).astype("float32"),
    "head/bias:0": np.zeros(5, "float32"),
}
np.savez("/home/user/project/old_encoder_weights.npz", **old)

inp = keras.Input((20,), dtype="int32")
h = layers.Embedding(1000, 32, name="embedding")(inp)
h = layers.GlobalAveragePooling1D()(h)
h = layers.Dense(64, activation="relu", name="encoder_dense")(h)
out = layers.Dense(5, activation="softmax", name="head")(h)
model = keras.Model(inp, out)

exported = dict(np.load("/home/user/project/old_encoder_weights.npz"))
print("exported tensors:", sorted(exported))
loaded = 0
for v in model.weights:
    v.assign(exported[v.name])
    loaded += 1
print(f"warm-started {loaded} tensors")
x = rng.integers(0, 1000, (64, 20))
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, rng.integers(0, 5, 64), epochs=1)
