"""Parity check: Keras 3 port of the PyTorch nn.LSTM sensor encoder.
The torch state_dict was exported to npz (weight_ih_l0, weight_hh_l0,
bias_ih_l0, bias_hh_l0); the reference outputs were computed with torch
semantics on the same batch."""
import numpy as np
import keras
from keras import layers

IN, H, T, B = 6, 16, 20, 8
rng = np.random.default_rng(12)
k = 1.0 / np.sqrt(H)
sd = {  # torch default init U(-1/sqrt(H), 1/sqrt(H))
    "lstm.weight_ih_l0": rng.uniform(-k, k, (4 * H, IN)).astype("float32"),
    "lstm.weight_hh_l0": rng.uniform(-k, k, (4 * H, H)).astype("float32"),
    "lstm.bias_ih_l0": rng.uniform(-k, k, (4 * H,)).astype("float32"),
    "lstm.bias_hh_l0": rng.uniform(-k, k, (4 * H,)).astype("float32"),
}
np.savez("/home/user/project/lstm_encoder_state_dict.npz", **sd)
x = rng.normal(size=(B, T, IN)).astype("float32")


def torch_lstm_reference(x, sd):
    """torch.nn.LSTM forward (gate order i, f, g, o; two bias vectors)."""
    W_ih, W_hh = sd["lstm.weight_ih_l0"], sd["lstm.weight_hh_l0"]
    b = sd["lstm.bias_ih_l0"] + sd["lstm.bias_hh_l0"]
    h = np.zeros((x.shape[0], H), "float32"); c = np.zeros_like(h)
    sig = lambda v: 1 / (1 + np.exp(-v))
    outs = []
    for t in range(x.shape[1]):
        z = x[:, t] @ W_ih.T + h @ W_hh.T + b
        i, f, g, o = np.split(z, 4, axis=1)
        c = sig(f) * c + sig(i) * np.tanh(g)
        h = sig(o) * np.tanh(c)
        outs.append(h)
    return np.stack(outs, 1)


ref = torch_lstm_reference(x, sd)

# ---- Keras port
state = np.load("/home/user/project/lstm_encoder_state_dict.npz")
model = keras.Sequential([keras.Input((T, IN)),
                          layers.LSTM(H, return_sequences=True, name="lstm")], name="encoder")
kernel = state["lstm.weight_ih_l0"].T           # (IN, 4H)
recurrent = state["lstm.weight_hh_l0"].T        # (H, 4H)
bias = state["lstm.bias_ih_l0"]                 # (4H,)  keras LSTM has a single bias
model.get_layer("lstm").set_weights([kernel, recurrent, bias])
print("loaded:", {n: v.shape for n, v in state.items()})

out = model.predict(x, verbose=0)
diff = np.abs(out - ref)
tol = 1e-5
print(f"reference {ref.shape}  keras {out.shape}")
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}  tol {tol}")
print(f"elements over tol: {(diff > tol).sum()}/{diff.size}")
print("last-step h (ref)  :", np.round(ref[0, -1, :6], 4))
print("last-step h (keras):", np.round(out[0, -1, :6], 4))
print("PARITY", "OK" if diff.max() <= tol else "MISMATCH")
