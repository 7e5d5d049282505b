"""Port a PyTorch pre-LN MLP block to Keras: copy the state_dict weights and check parity with the reference outputs."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

D, H = 64, 256
rng = np.random.default_rng(15)

# state_dict exported from the PyTorch model (torch.nn.LayerNorm(64), nn.Linear(64, 256), nn.GELU(), nn.Linear(256, 64))
sd = {
    "norm.weight": 1.0 + 0.1 * rng.normal(size=D), "norm.bias": 0.1 * rng.normal(size=D),
    "fc1.weight": rng.normal(scale=D ** -0.5, size=(H, D)), "fc1.bias": 0.02 * rng.normal(size=H),
    "fc2.weight": rng.normal(scale=H ** -0.5, size=(D, H)), "fc2.bias": 0.02 * rng.normal(size=D),
}
sd = {k: v.astype("float32") for k, v in sd.items()}
# activations dumped from the PyTorch run on the parity batch (residual-stream features)
x_ref = (0.02 * rng.normal(size=(16, D))).astype("float32")


def torch_reference(x):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5) * sd["norm.weight"] + sd["norm.bias"]
    h = h @ sd["fc1.weight"].T + sd["fc1.bias"]
    h = 0.5 * h * (1 + np.vectorize(__import__("math").erf)(h / np.sqrt(2)))
    return x + h @ sd["fc2.weight"].T + sd["fc2.bias"]


y_ref = torch_reference(x_ref).astype("float32")

inp = keras.Input((D,))
h = layers.LayerNormalization(name="norm")(inp)
h = layers.Dense(H, activation="gelu", name="fc1")(h)
h = layers.Dense(D, name="fc2")(h)
out = layers.Add()([inp, h])
block = keras.Model(inp, out)

block.get_layer("norm").set_weights([sd["norm.weight"], sd["norm.bias"]])
block.get_layer("fc1").set_weights([sd["fc1.weight"].T, sd["fc1.bias"]])
block.get_layer("fc2").set_weights([sd["fc2.weight"].T, sd["fc2.bias"]])
print("copied", len(sd), "tensors from state_dict")

y_keras = block(x_ref).numpy()
diff = np.abs(y_keras - y_ref)
print(f"parity: max_abs_diff={diff.max():.6f} mean_abs_diff={diff.mean():.6f} "
      f"ref_mean_abs={np.abs(y_ref).mean():.6f} allclose(atol=1e-5)={np.allclose(y_keras, y_ref, atol=1e-5)}")
