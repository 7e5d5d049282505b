"""Load the PyTorch tabular MLP checkpoint into the Keras re-implementation."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(3)
IN, H1, H2, OUT = 20, 64, 32, 3

# state_dict exported on the torch side with
#   np.savez("mlp_state.npz", **{k: v.cpu().numpy() for k, v in model.state_dict().items()})
state = {
    "fc1.weight": rng.normal(0, 0.1, size=(H1, IN)).astype("float32"),
    "fc1.bias": np.zeros(H1, "float32"),
    "fc2.weight": rng.normal(0, 0.1, size=(H2, H1)).astype("float32"),
    "fc2.bias": np.zeros(H2, "float32"),
    "out.weight": rng.normal(0, 0.1, size=(OUT, H2)).astype("float32"),
    "out.bias": np.zeros(OUT, "float32"),
}
np.savez("mlp_state.npz", **state)

ckpt = dict(np.load("mlp_state.npz"))
print(f"checkpoint tensors: {len(ckpt)}")
for k, v in ckpt.items():
    print(f"  {k:12s} {tuple(v.shape)}")

model = keras.Sequential([
    keras.Input(shape=(IN,)),
    layers.Dense(H1, activation="relu", name="fc1"),
    layers.Dense(H2, activation="relu", name="fc2"),
    layers.Dense(OUT, name="out"),
])

for name in ["fc1", "fc2", "out"]:
    layer = model.get_layer(name)
    layer.set_weights([ckpt[f"{name}.weight"], ckpt[f"{name}.bias"]])
    print(f"loaded {name}")

x = rng.normal(size=(256, IN)).astype("float32")
y = rng.integers(0, OUT, size=256)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("eval:", model.evaluate(x, y, verbose=0))
