# Load weights exported from a PyTorch state_dict (npz of name -> array) into the Keras port, then evaluate.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N, D, C = 4000, 32, 4
W = rng.normal(size=(D, C))
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x @ W, axis=1).astype("int32")

def build():
    return keras.Sequential([keras.Input((D,)),
                             keras.layers.Dense(128, activation="relu", name="fc1"),
                             keras.layers.Dense(128, activation="relu", name="fc2"),
                             keras.layers.Dense(C, name="classifier")])

# "reference" model trained on the torch side; exported as state_dict-style npz
ref = build()
ref.compile(optimizer=keras.optimizers.Adam(1e-3),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ref.fit(x, y, batch_size=128, epochs=5, verbose=2)
print("reference eval:", ref.evaluate(x, y, verbose=0))
state_dict = {}
for layer in ref.layers:
    k, b = layer.get_weights()
    state_dict[f"model.{layer.name}.weight"] = k.T    # torch layout (out, in)
    state_dict[f"model.{layer.name}.bias"] = b
np.savez("torch_export.npz", **state_dict)
print("exported", len(state_dict), "tensors")

# ---- Keras port: load converted weights ----
sd = dict(np.load("torch_export.npz"))
model = build()
for layer in model.layers:
    wkey, bkey = f"{layer.name}.weight", f"{layer.name}.bias"
    if wkey in sd and bkey in sd:
        layer.set_weights([sd[wkey].T, sd[bkey]])
model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
loss, acc = model.evaluate(x, y, verbose=0)
print(f"ported model eval: loss={loss:.4f} accuracy={acc:.4f}")
