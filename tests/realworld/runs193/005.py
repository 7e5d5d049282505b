"""Sentiment classifier: TextVectorization + Embedding + save/load round trip with a custom layer."""
import os, tempfile
import numpy as np
import keras
from keras import layers, ops

@keras.saving.register_keras_serializable(package="senti")
class MeanPoolMasked(layers.Layer):
    def call(self, x, mask=None):
        if mask is None:
            return ops.mean(x, axis=1)
        m = ops.cast(ops.expand_dims(mask, -1), x.dtype)
        return ops.sum(x * m, axis=1) / ops.maximum(ops.sum(m, axis=1), 1.0)
    def compute_mask(self, inputs, mask=None):
        return None

rng = np.random.default_rng(5)
POS = "great love excellent happy wonderful fine best".split()
NEG = "bad awful hate terrible worst sad poor".split()
NEU = "the movie plot actor scene film story was it".split()
def sample(n):
    t, y = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        w = list(rng.choice(POS if lab else NEG, 2)) + list(rng.choice(NEU, int(rng.integers(3, 9))))
        rng.shuffle(w); t.append(" ".join(w)); y.append(lab)
    return np.array(t, dtype=object), np.array(y)
xtr, ytr = sample(2000); xva, yva = sample(400)

vec = layers.TextVectorization(max_tokens=100, output_sequence_length=16)
vec.adapt(xtr)
inp = keras.Input(shape=(1,), dtype="string")
x = vec(inp)
x = layers.Embedding(100, 16, mask_zero=True)(x)
x = MeanPoolMasked()(x)
out = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(xtr, ytr, validation_data=(xva, yva), epochs=4, batch_size=32, verbose=2)

path = os.path.join(tempfile.mkdtemp(), "senti.keras")
model.save(path)
restored = keras.models.load_model(path)
a = model.predict(xva[:8], verbose=0); b = restored.predict(xva[:8], verbose=0)
print("max abs diff after reload:", float(np.abs(a - b).max()))
print("restored val acc:", restored.evaluate(xva, yva, verbose=0)[1])
