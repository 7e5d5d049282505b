# Port check: Keras pre-LN transformer block vs. the NumPy reference implementation of the PyTorch model.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
B, T, D, H = 4, 16, 32, 64
x = (rng.normal(size=(B, T, D)) * 0.02).astype("float32")  # small-magnitude activations (scaled embeddings)
W1 = rng.normal(scale=0.1, size=(D, H)).astype("float32"); b1 = np.zeros(H, "float32")
W2 = rng.normal(scale=0.1, size=(H, D)).astype("float32"); b2 = np.zeros(D, "float32")
gamma = np.ones(D, "float32"); beta = np.zeros(D, "float32")

# ---- NumPy reference (matches torch.nn.LayerNorm(D) + Linear-GELU-Linear residual) ----
def ref_layernorm(v, eps=1e-5):
    mu = v.mean(-1, keepdims=True); var = v.var(-1, keepdims=True)
    return (v - mu) / np.sqrt(var + eps) * gamma + beta

def ref_gelu(v):
    from math import erf
    return 0.5 * v * (1.0 + np.vectorize(erf)(v / np.sqrt(2.0)))

def ref_block(v):
    h = ref_layernorm(v)
    return v + ref_gelu(h @ W1 + b1) @ W2 + b2

# ---- Keras port ----
inp = keras.Input(shape=(T, D))
h = keras.layers.LayerNormalization(name="ln")(inp)
h = keras.layers.Dense(H, activation="gelu", name="fc1")(h)
h = keras.layers.Dense(D, name="fc2")(h)
out = keras.layers.Add()([inp, h])
block = keras.Model(inp, out)
block.get_layer("ln").set_weights([gamma, beta])
block.get_layer("fc1").set_weights([W1, b1])
block.get_layer("fc2").set_weights([W2, b2])

y_ref = ref_block(x.astype("float64"))
y_tf = block(x).numpy()
diff = np.abs(y_tf - y_ref)
print(f"output shape {y_tf.shape}")
print(f"max abs diff {diff.max():.6e}  mean abs diff {diff.mean():.6e}")
print(f"relative err {np.linalg.norm(y_tf - y_ref) / np.linalg.norm(y_ref):.6e}")
print("allclose(atol=1e-5):", np.allclose(y_tf, y_ref, atol=1e-5))

