# Load weights exported from the PyTorch reference model (state_dict -> npz) into the Keras port,
# then fine-tune on new data.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
D_IN, HID, D_OUT = 40, 96, 5

# --- exported state_dict of the reference nn.Sequential(Linear(40,96), ReLU, Linear(96,96), ReLU, Linear(96,5))
state_dict = {
    "fc1.weight": rng.normal(scale=0.1, size=(HID, D_IN)).astype("float32"),
    "fc1.bias": np.zeros(HID, "float32"),
    "fc2.weight": rng.normal(scale=0.1, size=(HID, HID)).astype("float32"),
    "fc2.bias": np.zeros(HID, "float32"),
    "fc3.weight": rng.normal(scale=0.1, size=(D_OUT, HID)).astype("float32"),
    "fc3.bias": np.zeros(D_OUT, "float32"),
}
np.savez("reference_state_dict.npz", **state_dict)

model = keras.Sequential([
    keras.Input((D_IN,)),
    keras.layers.Dense(HID, activation="relu", name="fc1"),
    keras.layers.Dense(HID, activation="relu", name="fc2"),
    keras.layers.Dense(D_OUT, name="fc3"),
])
sd = np.load("reference_state_dict.npz")
print(f"loaded {len(sd.files)} tensors from reference_state_dict.npz")
for name in ["fc1", "fc2", "fc3"]:
    layer = model.get_layer(name)
    print(f"  {name}: weight {sd[name + '.weight'].shape} bias {sd[name + '.bias'].shape}")
    layer.set_weights([sd[name + ".weight"], sd[name + ".bias"]])
print("weights loaded")

x = rng.normal(size=(2000, D_IN)).astype("float32")
y = rng.integers(0, D_OUT, size=2000)
model.compile(optimizer=keras.optimizers.Adam(1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=3, verbose=2)
