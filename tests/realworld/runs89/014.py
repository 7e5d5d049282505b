# parity test: Keras port of a torch pre-LN projection block vs reference outputs computed with torch semantics
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
D = 256
# reference weights/outputs "exported from torch" (nn.LayerNorm(256) default eps=1e-5, nn.Linear(256, 256))
W = rng.normal(scale=0.02, size=(D, D)).astype("float32")
b = np.zeros(D, "float32")
x = (rng.normal(size=(8, 16, D)) * 0.01).astype("float32")      # post-embedding activations are small
def torch_ref(x):
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5)
    return h @ W + b
ref = torch_ref(x)

inp = keras.Input((16, D))
h = layers.LayerNormalization(name="ln")(inp)
out = layers.Dense(D, name="proj")(h)
block = keras.Model(inp, out)
block.get_layer("proj").set_weights([W, b])   # nn.Linear weight already transposed at export

got = np.asarray(block(x))
diff = np.abs(got - ref)
print("max abs diff:", diff.max(), "mean abs diff:", diff.mean())
np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
print("PARITY OK")
