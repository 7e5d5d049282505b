# Convert the torch MLP encoder checkpoint (exported to .npz) into the Keras port
import numpy as np
import tensorflow as tf
import keras
from keras import layers

# --- checkpoint as exported from the torch training job: {k: v.cpu().numpy() for k, v in model.state_dict().items()}
r = np.random.default_rng(0)
dims = [32, 64, 64, 8]
sd = {}
for i in range(3):
    sd[f"module.encoder.{i}.weight"] = r.normal(scale=0.1, size=(dims[i + 1], dims[i])).astype("float32")
    sd[f"module.encoder.{i}.bias"] = np.zeros(dims[i + 1], "float32")
np.savez("torch_encoder.npz", **sd)

# --- Keras side
state = dict(np.load("torch_encoder.npz"))
print(f"loaded checkpoint torch_encoder.npz with {len(state)} tensors")

model = keras.Sequential([keras.Input((32,))] + [
    layers.Dense(dims[i + 1], activation="relu" if i < 2 else None, name=f"encoder_{i}") for i in range(3)
])

def load_torch_linear(layer, prefix):
    w = state[f"{prefix}.weight"]
    b = state[f"{prefix}.bias"]
    layer.set_weights([w.T, b])

for i in range(3):
    load_torch_linear(model.get_layer(f"encoder_{i}"), f"encoder.{i}")
print("converted all layers")

x = r.normal(size=(16, 32)).astype("float32")
print("keras output:", model(x).numpy()[:2])
