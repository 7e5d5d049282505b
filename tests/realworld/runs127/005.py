"""Port a trained PyTorch GRU language-ID model (exported state_dict as .npz) into Keras 3.
torch layout: weight_ih_l0 (3H, E), weight_hh_l0 (3H, H), bias_ih_l0 (3H,), bias_hh_l0 (3H,)."""
import os
import numpy as np
import keras
from keras import layers

VOCAB, EMB, HID, N_LANG, MAXLEN = 300, 32, 64, 6, 50
ckpt = "/home/user/project/langid_gru_state_dict.npz"
rng = np.random.default_rng(0)
if not os.path.exists(ckpt):
    # what export_state_dict.py wrote from the torch model
    np.savez(ckpt, **{
        "embedding.weight": rng.normal(0, 0.1, (VOCAB, EMB)).astype("float32"),
        "gru.weight_ih_l0": rng.normal(0, 0.1, (3 * HID, EMB)).astype("float32"),
        "gru.weight_hh_l0": rng.normal(0, 0.1, (3 * HID, HID)).astype("float32"),
        "gru.bias_ih_l0": np.zeros(3 * HID, "float32"),
        "gru.bias_hh_l0": np.zeros(3 * HID, "float32"),
        "classifier.weight": rng.normal(0, 0.1, (N_LANG, HID)).astype("float32"),
        "classifier.bias": np.zeros(N_LANG, "float32"),
    })
sd = dict(np.load(ckpt))
for k, v in sd.items():
    print(f"  {k:22s} {tuple(v.shape)}")

inp = keras.Input(shape=(MAXLEN,), dtype="int32", name="char_ids")
x = layers.Embedding(VOCAB, EMB, name="embedding")(inp)
x = layers.GRU(HID, name="gru")(x)
out = layers.Dense(N_LANG, name="classifier")(x)
model = keras.Model(inp, out)
model.summary()

model.get_layer("embedding").set_weights([sd["embedding.weight"]])
# torch stores (out, in); keras wants (in, out). GRU bias: sum input and hidden biases.
model.get_layer("gru").set_weights([
    sd["gru.weight_ih_l0"].T,
    sd["gru.weight_hh_l0"].T,
    sd["gru.bias_ih_l0"] + sd["gru.bias_hh_l0"],
])
model.get_layer("classifier").set_weights([sd["classifier.weight"].T, sd["classifier.bias"]])

sample = rng.integers(1, VOCAB, size=(4, MAXLEN)).astype("int32")
print("logits:", model.predict(sample, verbose=0).round(3))
