"""Parity check of a Keras 3 port of a ViT MLP block against the PyTorch reference implementation.

torch reference (timm Mlp + pre-norm):
    y = x + fc2(nn.GELU()(fc1(nn.LayerNorm(dim, eps=1e-5)(x))))
The reference forward is re-implemented in NumPy with the same weights (no torch on this box)."""
import math
import numpy as np
import keras
from keras import layers, ops

DIM, HIDDEN = 192, 768
rng = np.random.default_rng(0)
W1 = rng.normal(0, 0.05, size=(HIDDEN, DIM)).astype("float32")   # torch Linear layout (out, in)
b1 = rng.normal(0, 0.02, size=(HIDDEN,)).astype("float32")
W2 = rng.normal(0, 0.05, size=(DIM, HIDDEN)).astype("float32")
b2 = rng.normal(0, 0.02, size=(DIM,)).astype("float32")
x = rng.normal(size=(4, 197, DIM)).astype("float32")


def torch_reference(x):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5)
    h = h @ W1.T + b1
    erf = np.vectorize(math.erf)
    h = 0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))        # nn.GELU() default: approximate='none'
    return x + h @ W2.T + b2


class MlpBlock(layers.Layer):
    def __init__(self, dim, hidden, **kw):
        super().__init__(**kw)
        self.norm = layers.LayerNormalization(epsilon=1e-5)
        self.fc1 = layers.Dense(hidden)
        self.fc2 = layers.Dense(dim)

    def call(self, x):
        h = self.fc1(self.norm(x))
        h = ops.gelu(h)
        return x + self.fc2(h)


block = MlpBlock(DIM, HIDDEN)
block(x[:1])
block.fc1.set_weights([W1.T, b1])
block.fc2.set_weights([W2.T, b2])

out = keras.ops.convert_to_numpy(block(x))
ref = torch_reference(x.astype("float64")).astype("float32")
diff = np.abs(out - ref)
print(f"output shape {out.shape}, reference shape {ref.shape}")
print(f"max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e}")
ok = np.allclose(out, ref, atol=1e-5, rtol=1e-5)
print(f"allclose(atol=1e-5, rtol=1e-5) = {ok}")
print(f"fraction of elements off by >1e-5: {(diff > 1e-5).mean():.3f}")
if not ok:
    print("parity check FAILED: Keras MlpBlock does not reproduce the torch reference")
else:
    print("parity check passed")
