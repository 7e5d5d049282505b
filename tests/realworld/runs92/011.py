# Load weights exported from a torch MLP (state_dict saved to .npz) into the Keras port layer by layer
import numpy as np
import keras

# --- what the export script wrote (torch: nn.Linear(32, 64, bias=False), nn.LayerNorm(64), nn.Linear(64, 10)) ---
rng = np.random.default_rng(0)
state_dict = {
    "proj.weight": rng.normal(size=(64, 32)).astype("float32") * 0.1,
    "norm.weight": np.ones(64, "float32"),
    "norm.bias": np.zeros(64, "float32"),
    "classifier.weight": rng.normal(size=(10, 64)).astype("float32") * 0.1,
    "classifier.bias": np.zeros(10, "float32"),
}
np.savez("/home/user/project/011_torch_export.npz", **state_dict)

# --- Keras port ---
inp = keras.Input((32,))
h = keras.layers.Dense(64, name="proj")(inp)
h = keras.layers.LayerNormalization(epsilon=1e-5, name="norm")(h)
h = keras.layers.Activation("gelu")(h)
out = keras.layers.Dense(10, name="classifier")(h)
model = keras.Model(inp, out)
model.summary()

sd = dict(np.load("/home/user/project/011_torch_export.npz"))
for layer in model.layers:
    if not layer.weights:
        continue
    prefix = layer.name + "."
    tensors = [sd[k] for k in sd if k.startswith(prefix)]
    # torch Linear weight is (out, in); keras kernel is (in, out)
    tensors = [t.T if t.ndim == 2 else t for t in tensors]
    print(f"loading {layer.name}: {[t.shape for t in tensors]}")
    layer.set_weights(tensors)

x = rng.normal(size=(4, 32)).astype("float32")
print("logits:", model.predict(x, verbose=0)[0])
