"""Load weights of a PyTorch MLP classifier (exported as .npz from model.state_dict()) into the Keras 3 port.

torch model:  fc1 = nn.Linear(20, 64); fc2 = nn.Linear(64, 64); fc3 = nn.Linear(64, 3)
The checkpoint comes from the team's multi-GPU training job (export script: np.savez(path, **{k: v.cpu().numpy()}))."""
import os
import numpy as np
import keras
from keras import layers

CKPT = "/home/user/project/tabular_mlp_state_dict.npz"

if not os.path.exists(CKPT):
    # stand-in for the file produced by the torch job (trained under nn.DataParallel)
    rng = np.random.default_rng(0)
    shapes = {"fc1": (64, 20), "fc2": (64, 64), "fc3": (3, 64)}
    sd = {}
    for name, (o, i) in shapes.items():
        sd[f"module.{name}.weight"] = rng.normal(0, 0.1, size=(o, i)).astype("float32")
        sd[f"module.{name}.bias"] = np.zeros(o, dtype="float32")
    np.savez(CKPT, **sd)

model = keras.Sequential([
    keras.Input((20,)),
    layers.Dense(64, activation="relu", name="fc1"),
    layers.Dense(64, activation="relu", name="fc2"),
    layers.Dense(3, name="fc3"),
], name="tabular_mlp")

state_dict = dict(np.load(CKPT))
print(f"loaded {len(state_dict)} tensors from {CKPT}")
for layer in model.layers:
    w = state_dict[f"{layer.name}.weight"]
    b = state_dict[f"{layer.name}.bias"]
    layer.set_weights([w.T, b])          # torch Linear stores (out, in)
    print(f"  {layer.name}: kernel {w.T.shape} bias {b.shape}")

x = np.random.default_rng(1).normal(size=(8, 20)).astype("float32")
probs = keras.ops.softmax(model(x))
print("predictions:", keras.ops.convert_to_numpy(keras.ops.argmax(probs, axis=-1)))
