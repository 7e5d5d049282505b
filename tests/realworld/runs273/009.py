# Parity check of a Keras port against the PyTorch reference model (same weights, same batch).
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(9)
B, L, D, C = 16, 24, 64, 5

# reference weights exported from the torch state_dict (Linear weights already transposed to [in, out])
W1 = (rng.normal(size=(D, 4 * D)) * 0.02).astype("float32"); b1 = np.zeros(4 * D, "float32")
W2 = (rng.normal(size=(4 * D, D)) * 0.02).astype("float32"); b2 = np.zeros(D, "float32")
Wc = (rng.normal(size=(D, C)) * 0.02).astype("float32"); bc = np.zeros(C, "float32")
g1, be1 = np.ones(D, "float32"), np.zeros(D, "float32")
g2, be2 = np.ones(D, "float32"), np.zeros(D, "float32")
x = (rng.normal(size=(B, L, D)) * 0.02).astype("float32")   # token embeddings (init std 0.02)
y = rng.integers(0, C, B)


def ln_ref(h, g, b, eps=1e-5):   # torch.nn.LayerNorm defaults
    mu = h.mean(-1, keepdims=True); var = h.var(-1, keepdims=True)
    return (h - mu) / np.sqrt(var + eps) * g + b


def gelu(h):
    return 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h ** 3)))


def torch_reference(x):
    h0 = ln_ref(x, g1, be1)
    h = h0 + gelu(h0 @ W1 + b1) @ W2 + b2
    h = ln_ref(h, g2, be2)
    return h.mean(1) @ Wc + bc, h, h0


def xent(logits, y):
    z = logits - logits.max(-1, keepdims=True)
    return float(np.mean(np.log(np.exp(z).sum(-1)) - z[np.arange(len(y)), y]))


# Keras port
inp = keras.Input((L, D))
h = layers.LayerNormalization(name="ln_in")(inp)
f = layers.Dense(4 * D, activation=keras.activations.gelu, name="fc1")(h)
f = layers.Dense(D, name="fc2")(f)
h = layers.LayerNormalization(name="ln_out")(layers.Add()([h, f]))
hidden = h
pooled = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(C, name="head")(pooled)
model = keras.Model(inp, [out, hidden])
model.get_layer("fc1").set_weights([W1, b1]); model.get_layer("fc2").set_weights([W2, b2])
model.get_layer("head").set_weights([Wc, bc])
model.get_layer("ln_in").set_weights([g1, be1]); model.get_layer("ln_out").set_weights([g2, be2])

ref_logits, ref_hidden, ref_ln_in = torch_reference(x)
probe = keras.Model(inp, model.get_layer("ln_in").output)
k_ln_in = np.asarray(probe(x))
print("ln_in   max|diff| = %.6f  mean|diff| = %.6f" % (np.abs(ref_ln_in - k_ln_in).max(), np.abs(ref_ln_in - k_ln_in).mean()))
k_logits, k_hidden = [np.asarray(t) for t in model(x, training=False)]
print("hidden  max|diff| = %.6f  mean|diff| = %.6f" % (np.abs(ref_hidden - k_hidden).max(), np.abs(ref_hidden - k_hidden).mean()))
print("logits  max|diff| = %.6f" % np.abs(ref_logits - k_logits).max())
print("ref loss = %.6f   keras loss = %.6f" % (xent(ref_logits, y), xent(k_logits, y)))
print("allclose(atol=1e-4):", np.allclose(ref_logits, k_logits, atol=1e-4))
