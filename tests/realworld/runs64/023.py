# Parity check of a Keras port of a torch pre-LN MLP block against the reference outputs
# (reference computed with the torch definition: LayerNorm eps=1e-5, exact erf GELU).
import numpy as np
import keras
from math import erf

rng = np.random.default_rng(0)
D = 64
x = (rng.normal(size=(4, 10, D)) * 0.02).astype("float32")   # small-scale activations (early layer)
W1 = (rng.normal(size=(D, 4 * D)) / np.sqrt(D)).astype("float32"); b1 = np.zeros(4 * D, "float32")
W2 = (rng.normal(size=(4 * D, D)) / np.sqrt(4 * D)).astype("float32"); b2 = np.zeros(D, "float32")

def torch_reference(x):
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5)
    h = h @ W1 + b1
    h = 0.5 * h * (1 + np.vectorize(erf)(h / np.sqrt(2)))
    return x + h @ W2 + b2

inp = keras.Input((10, D))
ln = keras.layers.LayerNormalization()
fc1 = keras.layers.Dense(4 * D, activation="gelu")
fc2 = keras.layers.Dense(D)
out = keras.layers.Add()([inp, fc2(fc1(ln(inp)))])
model = keras.Model(inp, out)
fc1.set_weights([W1, b1]); fc2.set_weights([W2, b2])
ln.set_weights([np.ones(D, "float32"), np.zeros(D, "float32")])

ref = torch_reference(x.astype("float64")).astype("float32")
got = model.predict(x, verbose=0)
print("max abs diff:", np.abs(ref - got).max(), " mean abs diff:", np.abs(ref - got).mean())
np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
print("parity OK")
