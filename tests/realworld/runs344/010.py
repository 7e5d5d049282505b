# Porting a small PyTorch transformer block to Keras; compare against the reference forward pass
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(10)
D, T, B = 64, 16, 4
Wq, Wk, Wv, Wo = (rng.normal(scale=0.02, size=(D, D)).astype("float32") for _ in range(4))
W1 = rng.normal(scale=0.02, size=(D, 4 * D)).astype("float32"); W2 = rng.normal(scale=0.02, size=(4 * D, D)).astype("float32")
x = (0.02 * rng.normal(size=(B, T, D))).astype("float32")

# reference implementation (same math as torch.nn.LayerNorm(eps=1e-5) / MultiheadAttention, 1 head)
def ref_ln(h, eps=1e-5):
    m = h.mean(-1, keepdims=True); v = h.var(-1, keepdims=True)
    return (h - m) / np.sqrt(v + eps)
def ref_block(h):
    a = ref_ln(h)
    q, k, v = a @ Wq, a @ Wk, a @ Wv
    s = q @ k.transpose(0, 2, 1) / np.sqrt(D)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    h = h + (p @ v) @ Wo
    f = ref_ln(h) @ W1
    f = 0.5 * f * (1 + np.tanh(np.sqrt(2 / np.pi) * (f + 0.044715 * f ** 3)))
    return h + f @ W2
ref = ref_block(x.astype("float64"))

class Block(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.ln1 = layers.LayerNormalization(center=False, scale=False)
        self.ln2 = layers.LayerNormalization(center=False, scale=False)
        self.q = layers.Dense(D, use_bias=False); self.k = layers.Dense(D, use_bias=False)
        self.v = layers.Dense(D, use_bias=False); self.o = layers.Dense(D, use_bias=False)
        self.fc1 = layers.Dense(4 * D, use_bias=False); self.fc2 = layers.Dense(D, use_bias=False)
    def call(self, h):
        a = self.ln1(h)
        s = keras.ops.matmul(self.q(a), keras.ops.transpose(self.k(a), (0, 2, 1))) / np.sqrt(D)
        h = h + self.o(keras.ops.matmul(keras.ops.softmax(s, -1), self.v(a)))
        f = keras.activations.gelu(self.fc1(self.ln2(h)), approximate=True)
        return h + self.fc2(f)

inp = keras.Input((T, D)); model = keras.Model(inp, Block()(inp))
blk = model.layers[-1]
for lyr, w in [(blk.q, Wq), (blk.k, Wk), (blk.v, Wv), (blk.o, Wo), (blk.fc1, W1), (blk.fc2, W2)]:
    lyr.set_weights([w])
out = np.asarray(model(x))
diff = np.abs(out - ref)
print(f"output shape {out.shape}")
print(f"max abs diff vs reference: {diff.max():.6e}  mean abs diff: {diff.mean():.6e}")
print(f"allclose(atol=1e-5): {np.allclose(out, ref, atol=1e-5)}")
