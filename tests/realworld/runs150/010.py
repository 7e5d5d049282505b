"""Port a trained PyTorch MLP into Keras: the torch state_dict was exported to an .npz
with keys renamed to TF names by an old (tf.keras 2.x) conversion script."""
import numpy as np
import keras
from keras import layers

# --- what the conversion script produced (torch Linear weights already transposed) ---
rng = np.random.default_rng(0)
exported = {
    "dense/kernel:0": rng.normal(size=(20, 64)).astype("float32"),
    "dense/bias:0": np.zeros(64, "float32"),
    "dense_1/kernel:0": rng.normal(size=(64, 32)).astype("float32"),
    "dense_1/bias:0": np.zeros(32, "float32"),
    "dense_2/kernel:0": rng.normal(size=(32, 3)).astype("float32"),
    "dense_2/bias:0": np.zeros(3, "float32"),
}
np.savez("/home/user/project/torch_mlp_export.npz", **exported)

model = keras.Sequential([
    keras.Input((20,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(3),
])
state = dict(np.load("/home/user/project/torch_mlp_export.npz"))
print("exported keys:", sorted(state))
for w in model.weights:
    w.assign(state[w.name])
    print(f"loaded {w.name} {tuple(w.shape)}")

x = rng.normal(size=(4, 20)).astype("float32")
print("logits:", model.predict(x, verbose=0))
