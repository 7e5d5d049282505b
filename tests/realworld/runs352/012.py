"""Import the sensor-classifier checkpoint trained with PyTorch (DataParallel) into the
Keras serving model, then evaluate it on the held-out split."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(4)
rng = np.random.default_rng(4)

D, H, C = 24, 64, 5
W_true = rng.normal(size=(D, C))
def make(n):
    x = rng.normal(size=(n, D)).astype("float32")
    y = np.argmax(x @ W_true + 0.2 * rng.normal(size=(n, C)), 1).astype("int32")
    return x, y

def build(name):
    return keras.Sequential([
        keras.Input(shape=(D,)),
        layers.Dense(H, activation="relu", name="fc1"),
        layers.Dense(H, activation="relu", name="fc2"),
        layers.Dense(C, name="head"),
    ], name=name)

# ---- stage 1: the training job (stands in for the torch run) writes its state_dict ----
x_tr, y_tr = make(4000)
x_te, y_te = make(1000)
trainer = build("trainer")
trainer.compile(keras.optimizers.Adam(2e-3),
                keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
trainer.fit(x_tr, y_tr, batch_size=64, epochs=6, verbose=2)
print("training job test accuracy: %.4f" % trainer.evaluate(x_te, y_te, verbose=0)[1])
state_dict = {}
for lyr in trainer.layers:
    k, b = lyr.get_weights()
    state_dict[f"module.{lyr.name}.weight"] = k.T      # torch Linear layout (out, in)
    state_dict[f"module.{lyr.name}.bias"] = b
np.savez("sensor_ckpt.npz", **state_dict)

# ---- stage 2: serving side ----
def load_torch_state_dict(model, path):
    sd = dict(np.load(path))
    print(f"loading {path}: {len(sd)} tensors")
    for lyr in model.layers:
        wkey, bkey = f"{lyr.name}.weight", f"{lyr.name}.bias"
        if wkey in sd and bkey in sd:
            lyr.set_weights([sd[wkey].T, sd[bkey]])
    return model

server = build("server")
load_torch_state_dict(server, "sensor_ckpt.npz")
server.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = server.evaluate(x_te, y_te, verbose=0)
print(f"serving model eval: loss {loss:.4f} accuracy {acc:.4f}")
pred = np.argmax(server.predict(x_te[:8], verbose=0), 1)
print("sample predictions:", pred.tolist(), "labels:", y_te[:8].tolist())
