# Porting a trained PyTorch MLP (exported as an .npz of its state_dict) into Keras for serving.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(14)
# state_dict exported with {k: v.numpy() for k, v in model.state_dict().items()}
state = {
    "fc1.weight": rng.normal(size=(128, 784)).astype("float32"), "fc1.bias": np.zeros(128, "float32"),
    "fc2.weight": rng.normal(size=(64, 128)).astype("float32"),  "fc2.bias": np.zeros(64, "float32"),
    "out.weight": rng.normal(size=(10, 64)).astype("float32"),   "out.bias": np.zeros(10, "float32"),
}
np.savez("/home/user/project/014_mlp_state_dict.npz", **state)

model = keras.Sequential([
    keras.Input(shape=(784,)),
    layers.Dense(128, activation="relu", name="fc1"),
    layers.Dense(64, activation="relu", name="fc2"),
    layers.Dense(10, name="out"),
])
sd = np.load("/home/user/project/014_mlp_state_dict.npz")
for name in ["fc1", "fc2", "out"]:
    model.get_layer(name).set_weights([sd[f"{name}.weight"], sd[f"{name}.bias"]])
    print(f"loaded {name}")

x_test = rng.uniform(size=(256, 784)).astype("float32")
probs = keras.ops.softmax(model.predict(x_test, batch_size=64))
print("predicted classes:", np.argmax(probs, -1)[:20])
