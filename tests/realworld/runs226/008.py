# Porting a PyTorch stem (Conv2d(k=3, stride=2, padding=1) x2 + Linear) to Keras; parity check against
# a reference implementation of the PyTorch forward pass with the same weights
import numpy as np
import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(4, 32, 32, 3)).astype("float32")
W1 = (rng.normal(size=(3, 3, 3, 16)) * 0.2).astype("float32"); b1 = np.zeros(16, "float32")
W2 = (rng.normal(size=(3, 3, 16, 32)) * 0.1).astype("float32"); b2 = np.zeros(32, "float32")
Wf = (rng.normal(size=(8 * 8 * 32, 10)) * 0.02).astype("float32"); bf = np.zeros(10, "float32")

def ref_conv(x, w, b, stride=2, pad=1):
    # torch.nn.functional.conv2d semantics (NHWC layout here)
    x = np.pad(x, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    n, h, wd, c = x.shape
    kh, kw, _, o = w.shape
    oh = (h - kh) // stride + 1
    ow = (wd - kw) // stride + 1
    out = np.zeros((n, oh, ow, o), "float32")
    for i in range(oh):
        for j in range(ow):
            patch = x[:, i * stride:i * stride + kh, j * stride:j * stride + kw, :]
            out[:, i, j, :] = np.tensordot(patch, w, axes=([1, 2, 3], [0, 1, 2]))
    return out + b

def reference_forward(x):
    h = np.maximum(ref_conv(x, W1, b1), 0)
    h = np.maximum(ref_conv(h, W2, b2), 0)
    return h.reshape(h.shape[0], -1) @ Wf + bf, h

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    keras.layers.Conv2D(16, 3, strides=2, padding="same", activation="relu"),
    keras.layers.Conv2D(32, 3, strides=2, padding="same", activation="relu"),
    keras.layers.Flatten(),
    keras.layers.Dense(10),
])
model.layers[0].set_weights([W1, b1])
model.layers[1].set_weights([W2, b2])
model.layers[3].set_weights([Wf, bf])

ref_logits, ref_feat = reference_forward(x)
feat = keras.Model(model.inputs, model.layers[1].output)(x).numpy()
logits = model(x).numpy()
print("feature shape keras", feat.shape, "reference", ref_feat.shape)
print(f"stem features max abs diff: {np.abs(feat - ref_feat).max():.6f}")
print(f"logits max abs diff: {np.abs(logits - ref_logits).max():.6f}")
print("argmax keras    :", logits.argmax(1))
print("argmax reference:", ref_logits.argmax(1))
