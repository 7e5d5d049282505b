"""Port a small PyTorch CNN (weights exported to .npz from state_dict) into an equivalent Keras model."""
import numpy as np
import keras
from keras import layers

# --- simulate the exported torch state_dict (conv: [out, in, kh, kw], linear: [out, in]) ---
rng = np.random.default_rng(0)
state_dict = {
    "features.0.weight": rng.standard_normal((16, 3, 3, 3)).astype("float32"),
    "features.0.bias": np.zeros(16, "float32"),
    "features.3.weight": rng.standard_normal((32, 16, 3, 3)).astype("float32"),
    "features.3.bias": np.zeros(32, "float32"),
    "classifier.weight": rng.standard_normal((10, 32)).astype("float32"),
    "classifier.bias": np.zeros(10, "float32"),
}
np.savez("/home/user/project/torch_cnn.npz", **state_dict)

def build():
    return keras.Sequential([
        keras.Input(shape=(32, 32, 3)),
        layers.Conv2D(16, 3, padding="same", activation="relu", name="conv1"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, padding="same", activation="relu", name="conv2"),
        layers.GlobalAveragePooling2D(),
        layers.Dense(10, name="fc"),
    ])

model = build()
sd = np.load("/home/user/project/torch_cnn.npz")
mapping = {"conv1": "features.0", "conv2": "features.3", "fc": "classifier"}
for keras_name, torch_prefix in mapping.items():
    layer = model.get_layer(keras_name)
    w = sd[f"{torch_prefix}.weight"]
    b = sd[f"{torch_prefix}.bias"]
    print(f"loading {torch_prefix} -> {keras_name}: weight {w.shape}, bias {b.shape}")
    layer.set_weights([w, b])

x = rng.standard_normal((4, 32, 32, 3)).astype("float32")
print(model.predict(x, verbose=0).argmax(-1))
