# Parity check of a Keras port against the PyTorch reference MLP-Mixer-style token block.
# Reference forward is the torch module's math (nn.LayerNorm, nn.Linear, nn.GELU) re-implemented in numpy
# on the same weights, then the port is fine-tuned.
import numpy as np, keras, tensorflow as tf
from keras import layers
from math import erf

rng = np.random.default_rng(10)
D, F, C = 48, 96, 6

inp = keras.Input((D,))
h = layers.Dense(D, name="in_proj")(inp)
x = layers.LayerNormalization(name="norm1")(h)
x = layers.Dense(F, activation="gelu", name="fc1")(x)
x = layers.Dense(D, name="fc2")(x)
x = layers.LayerNormalization(name="norm2")(h + x)
out = layers.Dense(C, name="head")(x)
model = keras.Model(inp, out)

# "state_dict" from the PyTorch checkpoint (Linear weights are (out, in) in torch)
sd = {
    "in_proj.weight": rng.normal(0, 0.02, (D, D)), "in_proj.bias": np.zeros(D),
    "norm1.weight": np.ones(D), "norm1.bias": np.zeros(D),
    "fc1.weight": rng.normal(0, 0.1, (F, D)), "fc1.bias": np.zeros(F),
    "fc2.weight": rng.normal(0, 0.1, (D, F)), "fc2.bias": np.zeros(D),
    "norm2.weight": np.ones(D), "norm2.bias": np.zeros(D),
    "head.weight": rng.normal(0, 0.1, (C, D)), "head.bias": np.zeros(C),
}
for name in ["in_proj", "fc1", "fc2", "head"]:
    model.get_layer(name).set_weights([sd[f"{name}.weight"].T.astype("float32"), sd[f"{name}.bias"].astype("float32")])
for name in ["norm1", "norm2"]:
    model.get_layer(name).set_weights([sd[f"{name}.weight"].astype("float32"), sd[f"{name}.bias"].astype("float32")])
print("loaded", len(sd), "tensors from torch state_dict")

def torch_ln(x, w, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b
gelu = np.vectorize(lambda v: 0.5 * v * (1 + erf(v / np.sqrt(2))))
def torch_forward(x):
    h = x @ sd["in_proj.weight"].T + sd["in_proj.bias"]
    y = torch_ln(h, sd["norm1.weight"], sd["norm1.bias"])
    y = gelu(y @ sd["fc1.weight"].T + sd["fc1.bias"])
    y = y @ sd["fc2.weight"].T + sd["fc2.bias"]
    y = torch_ln(h + y, sd["norm2.weight"], sd["norm2.bias"])
    return y @ sd["head.weight"].T + sd["head.bias"]

X = rng.normal(size=(256, D)).astype("float32")
ref = torch_forward(X.astype("float64"))
got = model.predict(X, verbose=0)
diff = np.abs(ref - got)
print(f"parity logits: max_abs_diff={diff.max():.6f} mean_abs_diff={diff.mean():.6f} "
      f"ref_absmean={np.abs(ref).mean():.6f} allclose(atol=1e-4)={np.allclose(ref, got, atol=1e-4)}")
print("argmax agreement: %.4f" % (ref.argmax(1) == got.argmax(1)).mean())

y = ref.argmax(1).astype("int32")
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=2, verbose=2)
