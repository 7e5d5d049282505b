# Parity check: Keras port of a GPT-2 style MLP block (c_fc -> gelu_new -> c_proj) vs the reference
# (reference = the HF torch block reimplemented in numpy with the exported weights)
import math
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
D, H = 64, 256
W1 = rng.normal(scale=0.5, size=(D, H)).astype("float32"); b1 = rng.normal(scale=0.1, size=H).astype("float32")
W2 = rng.normal(scale=0.1, size=(H, D)).astype("float32"); b2 = np.zeros(D, "float32")
x = rng.normal(size=(32, D)).astype("float32")

def torch_reference(x):
    h = x @ W1 + b1
    h = 0.5 * h * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (h + 0.044715 * h ** 3)))   # NewGELUActivation
    return (h @ W2 + b2).astype("float32")

block = keras.Sequential([keras.Input((D,)),
                          keras.layers.Dense(H, activation="gelu"),
                          keras.layers.Dense(D)])
block.layers[0].set_weights([W1, b1]); block.layers[1].set_weights([W2, b2])

ref = torch_reference(x)
out = block(x).numpy()
diff = np.abs(out - ref)
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5, err_msg="Keras GPT-2 MLP does not match the HF reference")
print("parity OK")
