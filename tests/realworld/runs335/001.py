"""Port of the PyTorch tabular MLP (models/mlp.py) to Keras 3; warm start from the torch state_dict."""
import os
import numpy as np
import keras
from keras import layers

SEED = 0
keras.utils.set_random_seed(SEED)
N_FEATURES, HIDDEN, N_CLASSES = 20, 64, 5

# state_dict exported from the PyTorch run with
#   np.savez("torch_mlp_state.npz", **{k: v.numpy() for k, v in model.state_dict().items()})
CKPT = "torch_mlp_state.npz"
if not os.path.exists(CKPT):
    rng = np.random.default_rng(1)
    np.savez(CKPT, **{
        "fc1.weight": rng.normal(0, 0.1, (HIDDEN, N_FEATURES)).astype("float32"),
        "fc1.bias": np.zeros(HIDDEN, "float32"),
        "fc2.weight": rng.normal(0, 0.1, (HIDDEN, HIDDEN)).astype("float32"),
        "fc2.bias": np.zeros(HIDDEN, "float32"),
        "head.weight": rng.normal(0, 0.1, (N_CLASSES, HIDDEN)).astype("float32"),
        "head.bias": np.zeros(N_CLASSES, "float32"),
    })


def build_model():
    inp = keras.Input((N_FEATURES,))
    x = layers.Dense(HIDDEN, activation="relu", name="fc1")(inp)
    x = layers.Dense(HIDDEN, activation="relu", name="fc2")(x)
    out = layers.Dense(N_CLASSES, name="head")(x)
    return keras.Model(inp, out, name="mlp")


model = build_model()
model.summary()

state = np.load(CKPT)
print("loaded torch state_dict:", {k: state[k].shape for k in state.files})
for name in ["fc1", "fc2", "head"]:
    layer = model.get_layer(name)
    layer.set_weights([state[f"{name}.weight"], state[f"{name}.bias"]])
    print(f"copied {name}")

rng = np.random.default_rng(SEED)
x = rng.normal(size=(2048, N_FEATURES)).astype("float32")
y = (x[:, :N_CLASSES] ).argmax(1)
model.compile(optimizer=keras.optimizers.AdamW(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=3, validation_split=0.1, verbose=2)
