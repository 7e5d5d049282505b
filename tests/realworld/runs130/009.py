"""Parity check of a Keras port of a PyTorch transformer block.
Reference activations come from the PyTorch model (nn.LayerNorm, nn.GELU defaults);
the weights are copied into the Keras block and the outputs are compared."""
import numpy as np
import tensorflow as tf
import keras
from math import erf, sqrt

rng = np.random.default_rng(9)
B, T, D, FF = 4, 16, 64, 256

# ---- weights exported from the torch checkpoint (state_dict -> numpy) ----
sd = {
    "ln.weight": rng.normal(1.0, 0.02, D).astype("float32"),
    "ln.bias": rng.normal(0.0, 0.02, D).astype("float32"),
    "fc1.weight": rng.normal(0, 0.05, (FF, D)).astype("float32"),
    "fc1.bias": np.zeros(FF, "float32"),
    "fc2.weight": rng.normal(0, 0.05, (D, FF)).astype("float32"),
    "fc2.bias": np.zeros(D, "float32"),
}
x = (rng.normal(size=(B, T, D)) * 0.02).astype("float32")   # small-scale residual stream


def torch_reference(x):
    """what torch produced: LayerNorm(eps=1e-5) -> Linear -> GELU(exact) -> Linear, + residual"""
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5) * sd["ln.weight"] + sd["ln.bias"]
    h = h @ sd["fc1.weight"].T + sd["fc1.bias"]
    h = 0.5 * h * (1 + np.vectorize(erf)(h / sqrt(2)))
    h = h @ sd["fc2.weight"].T + sd["fc2.bias"]
    return x + h


inp = keras.Input(shape=(T, D))
ln = keras.layers.LayerNormalization(name="ln")
fc1 = keras.layers.Dense(FF, activation="gelu", name="fc1")
fc2 = keras.layers.Dense(D, name="fc2")
out = keras.layers.Add()([inp, fc2(fc1(ln(inp)))])
block = keras.Model(inp, out)

ln.set_weights([sd["ln.weight"], sd["ln.bias"]])
fc1.set_weights([sd["fc1.weight"].T, sd["fc1.bias"]])
fc2.set_weights([sd["fc2.weight"].T, sd["fc2.bias"]])

ref = torch_reference(x.astype("float64")).astype("float32")
got = block(x).numpy()
diff = np.abs(got - ref)
print(f"keras  out mean {got.mean():+.6f} std {got.std():.6f}")
print(f"torch  out mean {ref.mean():+.6f} std {ref.std():.6f}")
print(f"max |diff| {diff.max():.4e}  mean |diff| {diff.mean():.4e}")
print(f"allclose(atol=1e-5): {np.allclose(got, ref, atol=1e-5)}")
