"""Parity check after porting a PyTorch 1D-CNN speech encoder to Keras 3.
The torch reference outputs (encoder features on a fixed batch) were exported together
with the state_dict; the Keras port must match them to 1e-4 before we retrain.
torch encoder:
    nn.Conv1d(40, 64, kernel_size=3, stride=2, padding=1) -> ReLU
    nn.Conv1d(64, 64, kernel_size=3, stride=2, padding=1) -> ReLU"""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
B, T, F = 4, 100, 40

# --- reference side (numpy re-implementation of the exported torch forward) ---
def torch_conv1d(x_nct, w_oik, b, stride, padding):
    x = np.pad(x_nct, ((0, 0), (0, 0), (padding, padding)))
    k = w_oik.shape[-1]
    t_out = (x.shape[-1] - k) // stride + 1
    out = np.empty((x.shape[0], w_oik.shape[0], t_out), np.float32)
    for t in range(t_out):
        seg = x[:, :, t * stride:t * stride + k]
        out[:, :, t] = np.einsum("bik,oik->bo", seg, w_oik) + b
    return out

sd = {"conv1.weight": rng.normal(0, 0.2, (64, F, 3)).astype("float32"), "conv1.bias": rng.normal(0, 0.1, 64).astype("float32"),
      "conv2.weight": rng.normal(0, 0.2, (64, 64, 3)).astype("float32"), "conv2.bias": rng.normal(0, 0.1, 64).astype("float32")}
feats = rng.normal(0, 1, (B, F, T)).astype("float32")            # torch layout (N, C, T)
ref = np.maximum(torch_conv1d(feats, sd["conv1.weight"], sd["conv1.bias"], 2, 1), 0)
ref = np.maximum(torch_conv1d(ref, sd["conv2.weight"], sd["conv2.bias"], 2, 1), 0)
ref = ref.transpose(0, 2, 1)                                     # -> (N, T, C) for comparison
print("torch reference features:", ref.shape)

# --- Keras port ---
encoder = keras.Sequential([
    keras.Input((T, F)),
    layers.Conv1D(64, 3, strides=2, padding="same", activation="relu", name="conv1"),
    layers.Conv1D(64, 3, strides=2, padding="same", activation="relu", name="conv2"),
], name="encoder")
for name in ("conv1", "conv2"):
    encoder.get_layer(name).set_weights([sd[f"{name}.weight"].transpose(2, 1, 0), sd[f"{name}.bias"]])

out = encoder.predict(feats.transpose(0, 2, 1), verbose=0)
print("keras features:", out.shape)
diff = np.abs(out - ref)
print(f"max_abs_diff={diff.max():.6f} mean_abs_diff={diff.mean():.6f} allclose(atol=1e-4)={np.allclose(out, ref, atol=1e-4)}")
per_step = diff.max(axis=(0, 2))
print("first/last time steps max diff:", per_step[:3].round(4), per_step[-3:].round(4))
print("parity check:", "PASS" if np.allclose(out, ref, atol=1e-4) else "FAIL")
