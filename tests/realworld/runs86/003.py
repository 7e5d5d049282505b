# Copy weights of a torch conv classifier (exported with state_dict -> npz) into the Keras port.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
# what torch.save(model.state_dict()) -> np.savez gave us (torch layouts)
state_dict = {
    "conv1.weight": rng.standard_normal((16, 3, 3, 3)).astype("float32"),   # (out, in, kh, kw)
    "conv1.bias": np.zeros(16, "float32"),
    "conv2.weight": rng.standard_normal((32, 16, 3, 3)).astype("float32"),
    "conv2.bias": np.zeros(32, "float32"),
    "fc.weight": rng.standard_normal((10, 32)).astype("float32"),          # (out, in)
    "fc.bias": np.zeros(10, "float32"),
}
np.savez("torch_cnn_state.npz", **state_dict)

inputs = keras.Input((28, 28, 3))
h = layers.Conv2D(16, 3, activation="relu", name="conv1")(inputs)
h = layers.Conv2D(32, 3, activation="relu", name="conv2")(h)
h = layers.GlobalAveragePooling2D()(h)
outputs = layers.Dense(10, name="fc")(h)
model = keras.Model(inputs, outputs)

sd = np.load("torch_cnn_state.npz")
for name in ["conv1", "conv2", "fc"]:
    w, b = sd[f"{name}.weight"], sd[f"{name}.bias"]
    print(f"loading {name}: torch weight {w.shape} -> keras kernel {tuple(model.get_layer(name).kernel.shape)}")
    model.get_layer(name).set_weights([w, b])

print("weights loaded, running sanity forward pass")
print(model.predict(np.zeros((2, 28, 28, 3), "float32")))
