"""Parity check: port a trained torch.nn.GRU sentence encoder (state_dict exported to .npz) to keras.layers.GRU.

The reference outputs were produced with the torch model; here we regenerate them with the documented
nn.GRU equations so the check runs in the TF-only CI image.
"""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(42)
I, H, T, B = 16, 32, 12, 8

# ---- "exported" torch state_dict (nn.GRU(16, 32, batch_first=True))
k = 1 / np.sqrt(H)
sd = {
    "weight_ih_l0": rng.uniform(-k, k, (3 * H, I)).astype("float32"),
    "weight_hh_l0": rng.uniform(-k, k, (3 * H, H)).astype("float32"),
    "bias_ih_l0": rng.uniform(-k, k, (3 * H,)).astype("float32"),
    "bias_hh_l0": rng.uniform(-k, k, (3 * H,)).astype("float32"),
}
x = rng.standard_normal((B, T, I)).astype("float32")


def torch_gru_reference(x, sd):
    """nn.GRU forward (gate order r, z, n), batch_first, h0 = 0."""
    sig = lambda v: 1 / (1 + np.exp(-v))
    W_ir, W_iz, W_in = np.split(sd["weight_ih_l0"], 3)
    W_hr, W_hz, W_hn = np.split(sd["weight_hh_l0"], 3)
    b_ir, b_iz, b_in = np.split(sd["bias_ih_l0"], 3)
    b_hr, b_hz, b_hn = np.split(sd["bias_hh_l0"], 3)
    h = np.zeros((x.shape[0], H), np.float32)
    outs = []
    for t in range(x.shape[1]):
        xt = x[:, t]
        r = sig(xt @ W_ir.T + b_ir + h @ W_hr.T + b_hr)
        z = sig(xt @ W_iz.T + b_iz + h @ W_hz.T + b_hz)
        n = np.tanh(xt @ W_in.T + b_in + r * (h @ W_hn.T + b_hn))
        h = (1 - z) * n + z * h
        outs.append(h)
    return np.stack(outs, 1)


ref = torch_gru_reference(x, sd)

# ---- Keras port (reset_after=True is the torch/cuDNN formulation)
gru = layers.GRU(H, return_sequences=True, reset_after=True)
model = keras.Sequential([keras.Input((T, I)), gru])
kernel = sd["weight_ih_l0"].T                       # (I, 3H)
recurrent = sd["weight_hh_l0"].T                    # (H, 3H)
bias = np.stack([sd["bias_ih_l0"], sd["bias_hh_l0"]])  # (2, 3H)
print("keras GRU weights:", [w.shape for w in gru.get_weights()], "-> loading", [kernel.shape, recurrent.shape, bias.shape])
gru.set_weights([kernel, recurrent, bias])

out = model.predict(x, verbose=0)
diff = np.abs(out - ref)
print(f"parity GRU outputs: max|diff|={diff.max():.4e} mean|diff|={diff.mean():.4e} "
      f"allclose(atol=1e-5)={np.allclose(out, ref, atol=1e-5)} mismatched={int((diff > 1e-5).sum())}/{diff.size}")
print(f"last hidden state: max|diff|={diff[:, -1].max():.4e}")
